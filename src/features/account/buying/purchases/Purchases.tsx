import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FailedLoad } from '../../../../components/feedback/FailedLoad';
import { usePreload } from '../../../../hooks/preload';
import { BUY } from '../../../../lib/routes';
import { lazyNamed } from '../../../../ui/deferPopup';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../ui/Tabs';
import * as pageStyles from '../../shared/AccountPage.css';
import { CardList } from '../../shared/CardList';
import { ItemCardSkeleton } from '../../shared/ItemCardSkeleton';
import { type Purchase, purchasesQueryOptions } from '../api/purchases-query';
import { EmptyPurchases } from './EmptyPurchases';
import { isPurchaseTab, PURCHASE_TABS, type PurchaseTab, purchasesOfTab } from './purchase-tabs';

// The card's statechart and XState come after the first paint, while the purchases load.
const loadPurchaseCard = () => import('./PurchaseCard');
const PurchaseCard = lazyNamed(loadPurchaseCard, 'PurchaseCard');

type Props = { tab: PurchaseTab; onTabChange: (tab: PurchaseTab) => void };

/**
 * The buyer's purchases and reservations in three tabs, in progress, complete and archive (SPEC §4).
 * A buyer who has made none is told where they will be, not shown three empty tabs.
 */
export function Purchases({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const purchases = useQuery(purchasesQueryOptions());
  usePreload(loadPurchaseCard);
  if (purchases.isError) return <FailedLoad what={t`No pudimos cargar tus compras`} error={purchases.error} onRetry={() => void purchases.refetch()} retrying={purchases.isFetching} />;
  if (purchases.data?.length === 0)
    return (
      <p className={pageStyles.muted}>
        <Trans>
          Cuando reserves o compres un carro, lo verás aquí. <Link to={BUY}>Explora los carros disponibles</Link>.
        </Trans>
      </p>
    );
  if (!purchases.data) return <PurchaseList items={undefined} label={t`Tus compras`} />;
  const labels = { 'in-progress': t`Compras en proceso`, complete: t`Compras completadas`, archive: t`Compras archivadas` };
  const data = purchases.data;
  return (
    <Tabs value={tab} onValueChange={(value) => isPurchaseTab(value) && onTabChange(value)}>
      <TabsList label={t`Tus compras`}>
        <TabsTrigger value="in-progress">
          <Trans>En proceso</Trans>
        </TabsTrigger>
        <TabsTrigger value="complete">
          <Trans>Completadas</Trans>
        </TabsTrigger>
        <TabsTrigger value="archive">
          <Trans>Archivadas</Trans>
        </TabsTrigger>
      </TabsList>
      {PURCHASE_TABS.map((each) => {
        const shown = purchasesOfTab(data, each) ?? [];
        return (
          // Every tab stays mounted, so each trigger controls a panel that exists.
          <TabsContent key={each} value={each} forceMount hidden={tab !== each}>
            {shown.length === 0 ? <EmptyPurchases tab={each} /> : <PurchaseList items={shown} label={labels[each]} />}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

function PurchaseList({ items, label }: { items: readonly Purchase[] | undefined; label: string }) {
  const { t } = useLingui();
  return <CardList items={items} label={label} card={(purchase) => <PurchaseCard purchase={purchase} />} placeholder={<ItemCardSkeleton label={t`Cargando compra`} />} />;
}
