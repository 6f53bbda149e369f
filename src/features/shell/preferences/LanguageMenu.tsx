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
import { ChevronIcon, GlobeIcon } from '../../../ui/icons/interfaceIcons';
import { LANGUAGE_OPTIONS } from './languages';
import { useLanguageChoice } from './useLanguageChoice';

type LanguageMenuProps = { triggerClassName?: string };

export function LanguageMenu({ triggerClassName }: LanguageMenuProps) {
  const { t } = useLingui();
  const language = useLanguageChoice();
  const currentLanguage = language.name;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={triggerClassName} aria-label={t`Idioma: ${currentLanguage}`}>
          <GlobeIcon size="sm" />
          {currentLanguage}
          <ChevronIcon size="sm" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t`Idioma`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language.locale} onValueChange={language.choose}>
          {LANGUAGE_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option.locale} value={option.locale} lang={option.locale}>
              {option.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
