import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../../hooks/document-title';
import { usePreload } from '../../../../hooks/preload';
import { Container } from '../../../../ui/Container';
import { lazyNamed } from '../../../../ui/deferPopup';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../ui/Tabs';
import { salesQueryOptions } from '../api/sales-query';
import { EmptySales } from '../list/EmptySales';
import { CardList } from '../../shared/CardList';
import { SaleCardSkeleton } from '../card/SaleCardSkeleton';
import { FailedLoad } from '../../../../components/feedback/FailedLoad';
import { ErrorToasterSlot } from '../../../../components/feedback/ErrorToasterSlot';
import { saleToasts } from '../toasts/sale-toasts';
import { SELLING_TABS, type SellingTab, TAB_OF_SALES } from './selling-tabs';
import * as styles from '../../shared/AccountPage.css';

// The card's statechart and XState come after the first paint, while the sales load.
const loadSaleCard = () => import('../card/SaleCard');
const SaleCard = lazyNamed(loadSaleCard, 'SaleCard');

type Props = { tab: SellingTab; onTabChange: (tab: SellingTab) => void };

const isTab = (value: string): value is SellingTab => (SELLING_TABS as readonly string[]).includes(value);

/** /user/sell: the seller's requests in two tabs, in progress and complete (SPEC §2, §4). */
export function SellingPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const title = t`Mis ventas`;
  useDocumentTitle(title);
  usePreload(loadSaleCard);
  const labels = { 'in-progress': t`Ventas en proceso`, complete: t`Ventas completadas` };
  return (
    <>
      <Container className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
          <TabsList label={t`Tus ventas`}>
            <TabsTrigger value="in-progress">
              <Trans>En proceso</Trans>
            </TabsTrigger>
            <TabsTrigger value="complete">
              <Trans>Completadas</Trans>
            </TabsTrigger>
          </TabsList>
          {SELLING_TABS.map((each) => (
            // Both stay mounted, so each tab trigger controls a panel that exists.
            <TabsContent key={each} value={each} forceMount hidden={tab !== each}>
              <SalesOfTab tab={each} label={labels[each]} />
            </TabsContent>
          ))}
        </Tabs>
      </Container>
      <ErrorToasterSlot store={saleToasts} />
    </>
  );
}

/** One tab: its cards, skeletons while loading, an empty state, or the problem with a retry. */
function SalesOfTab({ tab, label }: { tab: SellingTab; label: string }) {
  const { t } = useLingui();
  const sales = useQuery(salesQueryOptions());
  const shown = sales.data?.filter((sale) => sale.tab === TAB_OF_SALES[tab]);
  if (sales.isError) return <FailedLoad what={t`No pudimos cargar tus ventas`} error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />;
  return shown && shown.length === 0 ? <EmptySales tab={TAB_OF_SALES[tab]} /> : <CardList items={shown} label={label} card={(sale) => <SaleCard sale={sale} />} placeholder={<SaleCardSkeleton />} />;
}
