import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { FailedLoad } from '../../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../../hooks/document-title';
import { BUY } from '../../../../lib/routes';
import { Container } from '../../../../ui/Container';
import * as pageStyles from '../../shared/AccountPage.css';
import { carRequestsQueryOptions } from '../api/car-requests-query';
import { CardList } from '../../shared/CardList';
import { CarRequestCard } from '../card/CarRequestCard';
import { CarRequestCardSkeleton } from '../card/CarRequestCardSkeleton';
import { EmptyCarRequests } from '../list/EmptyCarRequests';
import * as styles from './BuyingPage.css';

/**
 * /user/buy: the cars the buyer asked us to find (SPEC §2 request-a-car, decision 28). Purchases and
 * reservations join this page when they exist; until then it says so rather than show empty tabs.
 */
export function BuyingPage() {
  const { t } = useLingui();
  const title = t`Compras`;
  useDocumentTitle(title);
  const requestsHeading = useId();
  const purchasesHeading = useId();
  return (
    <Container className={pageStyles.page}>
      <h1 className={pageStyles.title}>{title}</h1>
      <section className={styles.section} aria-labelledby={requestsHeading}>
        <h2 id={requestsHeading} className={styles.sectionTitle}>
          <Trans>Carros que nos pediste buscar</Trans>
        </h2>
        <CarRequests />
      </section>
      <section className={styles.section} aria-labelledby={purchasesHeading}>
        <h2 id={purchasesHeading} className={styles.sectionTitle}>
          <Trans>Compras y reservas</Trans>
        </h2>
        <p className={pageStyles.muted}>
          <Trans>
            Cuando reserves o compres un carro, lo verás aquí. <Link to={BUY}>Explora los carros disponibles</Link>.
          </Trans>
        </p>
      </section>
    </Container>
  );
}

/** The requests' cards, skeletons while loading, an empty state, or the problem with a retry. */
function CarRequests() {
  const { t } = useLingui();
  const requests = useQuery(carRequestsQueryOptions());
  if (requests.isError) return <FailedLoad what={t`No pudimos cargar tus solicitudes`} error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  if (requests.data?.length === 0) return <EmptyCarRequests />;
  return <CardList items={requests.data} label={t`Tus solicitudes de carros`} card={(request) => <CarRequestCard request={request} />} placeholder={<CarRequestCardSkeleton />} />;
}
