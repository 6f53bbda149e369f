import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '../../../lib/i18n/activate-locale';
import { isLocale } from '../../../lib/i18n/locales';
import { languageName } from './languages';

/** The language in use and how to switch: the page re-renders in place and the choice is remembered. */
export function useLanguageChoice() {
  const { i18n } = useLingui();
  const choose = (value: string) => {
    if (isLocale(value)) void switchLocale(value);
  };
  return { locale: i18n.locale, name: languageName(i18n.locale), choose };
}
