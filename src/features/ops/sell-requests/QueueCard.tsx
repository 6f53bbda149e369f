import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '../../../ui/Badge';
import type { QueuedRequest } from '../api/queue-query';
import { OfferBox } from './OfferBox';
import * as styles from './QueueCard.css';
import { QueueFacts } from './QueueFacts';
import { STATUS_WORDS } from './queue-words';

const STATUS_TONES: Record<string, BadgeProps['tone']> = { REQUESTED: 'info', PENDING: 'offer', APPROVED: 'certified', SOLD: 'certified' };

/** Only a request waiting for an offer, or whose offer the seller has not answered, takes one (the server's rule). */
const takesOffer = (status: string) => status === 'REQUESTED' || status === 'PENDING';

/** One sell request of the appraisers' queue: the car, the seller, our promise and prices, and the offer box. */
export function QueueCard({ request }: { request: QueuedRequest }) {
  const { i18n } = useLingui();
  const title = `${request.car.brand.name} ${request.car.model.name} ${request.car.year}`;
  const status = STATUS_WORDS[request.status];
  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.heading}>
        <div>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.trim}>{request.car.trim?.name ?? <Trans>Versión no indicada</Trans>}</p>
        </div>
        <Badge tone={STATUS_TONES[request.status] ?? 'neutral'}>{status ? i18n._(status) : request.status}</Badge>
      </div>
      <QueueFacts request={request} />
      {takesOffer(request.status) ? <OfferBox sellRequestId={request.id} title={title} replacing={request.status === 'PENDING'} /> : null}
    </article>
  );
}
