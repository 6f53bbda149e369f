import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../page/useDocumentTitle';
import { HomeBenefits } from './HomeBenefits';
import { HomeHero } from './HomeHero';

export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Carros usados certificados`);
  return (
    <>
      <HomeHero />
      <HomeBenefits />
    </>
  );
}
