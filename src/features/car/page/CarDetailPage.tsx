import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';
import { BuyingActions, canBeBought } from '../actions/BuyingActions';
import { FindSimilarLink } from '../actions/FindSimilarLink';
import { ShareButton } from '../actions/ShareButton';
import { carQueryOptions, type CarDetail } from '../api/car-query';
import { CarGallery } from '../gallery/CarGallery';
import { InspectionReport } from '../inspection/InspectionReport';
import { CarOverview } from '../overview/CarOverview';
import { PapersChecked } from '../overview/PapersChecked';
import { PricingCard } from '../pricing/PricingCard';
import { AskQuestion } from '../question/AskQuestion';
import { CarFeatures } from '../specs/CarFeatures';
import { CarSpecs } from '../specs/CarSpecs';
import { StatusNote } from '../status/StatusNote';
import * as styles from './CarDetailPage.css';
import { RelatedSection } from './RelatedSection';
import { useCarHead } from './useCarHead';
import { isSold } from '../../../lib/cars/card-prices';

type CarDetailPageProps = {
  slug: string;
  related: ReactNode;
  /** A control beside share, built from the car, e.g. the favourites heart the route composes in. */
  carAction?: (car: CarDetail) => ReactNode;
  /** The loan calculator under the price, for a car that can be bought; the route composes it in. */
  financing?: (car: CarDetail) => ReactNode;
};

/** `related` is the catalogue's row of similar cars; a sold car shows it right below the note that it is gone. */
export function CarDetailPage({ slug, related, carAction, financing }: CarDetailPageProps) {
  const { data: car } = useSuspenseQuery(carQueryOptions(slug));
  const { i18n } = useLingui();
  useCarHead(car);
  const sold = isSold(car);
  const relatedCars = <RelatedSection sold={sold}>{related}</RelatedSection>;
  return (
    <Container className={styles.page}>
      <StatusNote status={car.reserved && car.status.slug === 'AVAILABLE' ? 'RESERVED' : car.status.slug} />
      {sold ? relatedCars : null}
      <div className={styles.top}>
        <div className={styles.gallery}>
          <CarGallery title={car.title} pictures={car.pictures} />
        </div>
        <div className={styles.papers}>
          <PapersChecked papers={car.papers} />
        </div>
        <div className={styles.aside}>
          <CarOverview car={car} />
          <PricingCard car={car} />
          <BuyingActions car={car} />
          {canBeBought(car) ? financing?.(car) : null}
          <div className={styles.actions}>
            <FindSimilarLink car={car} emphasised={sold} className={styles.grow} />
            <ShareButton title={car.title} />
            {carAction?.(car)}
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.column}>
          {car.inspection ? <InspectionReport inspection={car.inspection} locale={i18n.locale} /> : null}
          <CarFeatures features={car.features} />
          <CarSpecs car={car} />
        </div>
        <div className={styles.stickyColumn}>
          <AskQuestion carId={car.id} title={car.title} />
        </div>
      </div>
      {sold ? null : relatedCars}
    </Container>
  );
}
