import { useLingui } from '@lingui/react/macro';
import { CurrencyIcon } from '../../../ui/icons/interfaceIcons';
import { useCurrencyChoice } from './display-currency-hooks';
import { PreferenceMenu } from './PreferenceMenu';

type CurrencyMenuProps = { triggerClassName?: string };

export function CurrencyMenu({ triggerClassName }: CurrencyMenuProps) {
  const { t } = useLingui();
  const { currencies, current, choose } = useCurrencyChoice();
  if (!currencies || !current) return null;
  const currentCode = current.code;
  return (
    <PreferenceMenu
      icon={<CurrencyIcon size="sm" />}
      current={currentCode}
      triggerLabel={t`Moneda: ${currentCode}`}
      heading={t`Moneda`}
      value={currentCode}
      options={currencies.map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` }))}
      onChoose={choose}
      align="start"
      triggerClassName={triggerClassName}
    />
  );
}
