import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { LoadsWhenIdleOrNear } from '../../../components/deferred/LoadsWhenIdleOrNear';
import { lazyNamed } from '../../../ui/deferPopup';
import { HomeBenefits } from '../benefits/HomeBenefits';
import { HomeFaq } from '../faq/HomeFaq';
import { HomeHero } from '../hero/HomeHero';

// Below the first screen of a phone and of most desktops (the recommendation starts 1,212 px down at
// 1280 × 800, 2,111 px on a phone), so their code comes once the page has painted (docs/decisions/0066).
const HomeLowerSections = lazyNamed(() => import('./HomeLowerSections'), 'HomeLowerSections');

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
      {/* About as tall as they are: 1,900 px on a desktop, 2,400 on a phone. */}
      <LoadsWhenIdleOrNear loadingLabel={t`Cargando carros destacados y spots`} height="130rem">
        <HomeLowerSections distinguished={distinguished} />
      </LoadsWhenIdleOrNear>
      <HomeFaq newsletter={newsletter} />
    </>
  );
}
