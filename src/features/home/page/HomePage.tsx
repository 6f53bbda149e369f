import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { HomeBenefits } from '../benefits/HomeBenefits';
import { AppCall, RecommendationCall, SellCall } from '../calls/HomeCalls';
import { HomeFaq } from '../faq/HomeFaq';
import { HomeHero } from '../hero/HomeHero';
import { HomeSpots } from '../spots/HomeSpots';
import { DistinguishedSection } from './DistinguishedSection';

type Props = { search: ReactNode; distinguished: ReactNode; newsletter: ReactNode };

/** The landing of SPEC §2; the search bar, the distinguished cars and the newsletter card come from their features, through the route. */
export function HomePage({ search, distinguished, newsletter }: Props) {
  const { t } = useLingui();
  const title = t`Carros usados certificados`;
  useEffect(() => {
    document.title = `${title} | Ola Cars`;
  }, [title]);
  return (
    <>
      <HomeHero search={search} />
      <HomeBenefits />
      <RecommendationCall />
      <DistinguishedSection>{distinguished}</DistinguishedSection>
      <HomeSpots />
      <SellCall />
      <AppCall />
      <HomeFaq newsletter={newsletter} />
    </>
  );
}
