import { useLingui } from '@lingui/react/macro';
import type { DrawerSection } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { CurrencyIcon, GlobeIcon } from '../../../ui/icons/interfaceIcons';
import { useCurrencyChoice } from '../preferences/display-currency-hooks';
import { LANGUAGE_OPTIONS } from '../preferences/languages';
import { useMarketMenus } from '../preferences/market';
import { useLanguageChoice } from '../preferences/useLanguageChoice';
import { DrawerChoices } from './DrawerChoices';

type DrawerPreferencesProps = {
  openSection: DrawerSection | '';
  onToggleSection: (section: DrawerSection) => void;
};

/** Language and currency as accordions; which one is open is the drawer statechart's call. */
export function DrawerPreferences({ openSection, onToggleSection }: DrawerPreferencesProps) {
  const { t } = useLingui();
  const menus = useMarketMenus();
  const language = useLanguageChoice();
  const currency = useCurrencyChoice();
  // Radix reports the item open after the click; an empty value means the open one was clicked.
  const toggle = (next: string) => onToggleSection((next || openSection) as DrawerSection);
  return (
    <Accordion value={openSection} onValueChange={toggle}>
      {menus.language ? (
        <AccordionItem value="language" title={t`Idioma`} icon={<GlobeIcon size="sm" />}>
          <DrawerChoices
            label={t`Idioma`}
            choices={LANGUAGE_OPTIONS.map((option) => ({ value: option.locale, label: option.name, lang: option.locale }))}
            selected={language.locale}
            onChoose={language.choose}
          />
        </AccordionItem>
      ) : null}
      {menus.currency && currency.currencies && currency.current ? (
        <AccordionItem value="currency" title={t`Moneda`} icon={<CurrencyIcon size="sm" />}>
          <DrawerChoices
            label={t`Moneda`}
            choices={currency.currencies.map((option) => ({ value: option.code, label: `${option.code} · ${option.name}` }))}
            selected={currency.current.code}
            onChoose={currency.choose}
          />
        </AccordionItem>
      ) : null}
    </Accordion>
  );
}
