import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorToasterSlot } from '../../../../components/feedback/ErrorToasterSlot';
import { FailedLoad } from '../../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../../hooks/document-title';
import { usePreload } from '../../../../hooks/preload';
import { Container } from '../../../../ui/Container';
import { lazyNamed } from '../../../../ui/deferPopup';
import * as pageStyles from '../../shared/AccountPage.css';
import { carRequestsQueryOptions } from '../api/car-requests-query';
import { CardList } from '../../shared/CardList';
import { CarRequestCardSkeleton } from '../card/CarRequestCardSkeleton';
import { EmptyCarRequests } from '../list/EmptyCarRequests';
import { Purchases } from '../purchases/Purchases';
import type { PurchaseTab } from '../purchases/purchase-tabs';
import { purchaseToasts } from '../toasts/purchase-toasts';
import * as styles from './BuyingPage.css';

type Props = { tab: PurchaseTab; onTabChange: (tab: PurchaseTab) => void };

// The cards show once the requests have arrived: their code comes meanwhile, as the other cards' do.
const loadCarRequestCard = () => import('../card/CarRequestCard');
const CarRequestCard = lazyNamed(loadCarRequestCard, 'CarRequestCard');

/**
 * /user/buy: the buyer's purchases and reservations in their tabs (SPEC §2, §4), then the cars they
 * asked us to find (SPEC §2 request-a-car, decision 28), each in its own section.
 */
export function BuyingPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const title = t`Compras`;
  useDocumentTitle(title);
  const requestsHeading = useId();
  const purchasesHeading = useId();
  return (
    <>
      <Container className={pageStyles.page}>
        <h1 className={pageStyles.title}>{title}</h1>
        <section className={styles.section} aria-labelledby={purchasesHeading}>
          <h2 id={purchasesHeading} className={styles.sectionTitle}>
            <Trans>Compras y reservas</Trans>
          </h2>
          <Purchases tab={tab} onTabChange={onTabChange} />
        </section>
        <section className={styles.section} aria-labelledby={requestsHeading}>
          <h2 id={requestsHeading} className={styles.sectionTitle}>
            <Trans>Carros que nos pediste buscar</Trans>
          </h2>
          <CarRequests />
        </section>
      </Container>
      <ErrorToasterSlot store={purchaseToasts} />
    </>
  );
}

/** The requests' cards, skeletons while loading, an empty state, or the problem with a retry. */
function CarRequests() {
  const { t } = useLingui();
  const requests = useQuery(carRequestsQueryOptions());
  usePreload(loadCarRequestCard);
  if (requests.isError) return <FailedLoad what={t`No pudimos cargar tus solicitudes`} error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  if (requests.data?.length === 0) return <EmptyCarRequests />;
  return <CardList items={requests.data} label={t`Tus solicitudes de carros`} card={(request) => <CarRequestCard request={request} />} placeholder={<CarRequestCardSkeleton />} />;
}
