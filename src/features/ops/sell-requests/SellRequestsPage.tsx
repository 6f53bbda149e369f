import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { QueueOfTab } from './QueueOfTab';
import { QUEUE_TABS, type QueueTab } from './queue-tabs';

type Props = { tab: QueueTab; onTabChange: (tab: QueueTab) => void };

const isTab = (value: string): value is QueueTab => (QUEUE_TABS as readonly string[]).includes(value);

/** /ops/sell-requests: the queue by status, the oldest promise first; appraisers make offers, operators enter the accepted cars. */
export function SellRequestsPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const title = t`Solicitudes de venta`;
  useDocumentTitle(title);
  const labels: Record<QueueTab, string> = { requested: t`Solicitudes sin oferta`, pending: t`Solicitudes con oferta`, approved: t`Solicitudes con oferta aceptada`, all: t`Todas las solicitudes` };
  return (
    <section aria-labelledby="ops-queue-title">
      <h2 id="ops-queue-title">{title}</h2>
      <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
        <TabsList label={t`Estado de las solicitudes`}>
          <TabsTrigger value="requested">
            <Trans>Solicitadas</Trans>
          </TabsTrigger>
          <TabsTrigger value="pending">
            <Trans>Con oferta</Trans>
          </TabsTrigger>
          <TabsTrigger value="approved">
            <Trans>Aceptadas</Trans>
          </TabsTrigger>
          <TabsTrigger value="all">
            <Trans>Todas</Trans>
          </TabsTrigger>
        </TabsList>
        {QUEUE_TABS.map((each) => (
          // Only the open tab's panel holds its list: each tab asks the server when it is opened.
          <TabsContent key={each} value={each}>
            <QueueOfTab tab={each} label={labels[each]} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
