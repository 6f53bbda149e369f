import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '../../../ui/icons/interfaceIcons';
import { LANGUAGE_OPTIONS } from './languages';
import { PreferenceMenu } from './PreferenceMenu';
import { useLanguageChoice } from './useLanguageChoice';

type LanguageMenuProps = { triggerClassName?: string };

const languageOptions = LANGUAGE_OPTIONS.map((option) => ({ value: option.locale, label: option.name, lang: option.locale }));

export function LanguageMenu({ triggerClassName }: LanguageMenuProps) {
  const { t } = useLingui();
  const language = useLanguageChoice();
  const currentLanguage = language.name;
  return (
    <PreferenceMenu
      icon={<GlobeIcon size="sm" />}
      current={currentLanguage}
      triggerLabel={t`Idioma: ${currentLanguage}`}
      heading={t`Idioma`}
      value={language.locale}
      options={languageOptions}
      onChoose={language.choose}
      triggerClassName={triggerClassName}
    />
  );
}
