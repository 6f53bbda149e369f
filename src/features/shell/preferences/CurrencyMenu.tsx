import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../ui/DropdownMenu';
import { ChevronIcon, CurrencyIcon } from '../../../ui/icons/interfaceIcons';
import { useCurrencyChoice } from './display-currency-hooks';

type CurrencyMenuProps = { triggerClassName?: string };

export function CurrencyMenu({ triggerClassName }: CurrencyMenuProps) {
  const { t } = useLingui();
  const { currencies, current, choose } = useCurrencyChoice();
  if (!currencies || !current) return null;
  const currentCode = current.code;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={triggerClassName} aria-label={t`Moneda: ${currentCode}`}>
          <CurrencyIcon size="sm" />
          {current.code}
          <ChevronIcon size="sm" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t`Moneda`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.code} onValueChange={choose}>
          {currencies.map((currency) => (
            <DropdownMenuRadioItem key={currency.code} value={currency.code}>
              {currency.code} · {currency.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
