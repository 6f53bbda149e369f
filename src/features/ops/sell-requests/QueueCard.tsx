import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge, type BadgeProps } from '../../../ui/Badge';
import type { QueuedRequest } from '../api/queue-query';
import { staffRolesQueryOptions } from '../api/staff-roles-query';
import { InspectionBox } from './InspectionBox';
import { ListingBox } from './ListingBox';
import { OfferBox } from './OfferBox';
import * as styles from './QueueCard.css';
import { QueueFacts } from './QueueFacts';
import { mayListCars, mayMakeOffers } from './queue-roles';
import { STATUS_WORDS } from './queue-words';

const STATUS_TONES: Record<string, BadgeProps['tone']> = { REQUESTED: 'info', PENDING: 'offer', APPROVED: 'certified', SOLD: 'certified' };

/** Only a request waiting for an offer, or whose offer the seller has not answered, takes one, and its inspection report (the server's rules). */
const takesOffer = (status: string) => status === 'REQUESTED' || status === 'PENDING';

/** One sell request of the queue: the car, the seller, our promise and prices, and what the account's roles may do with it. */
export function QueueCard({ request }: { request: QueuedRequest }) {
  const { i18n } = useLingui();
  const { data: roles } = useSuspenseQuery(staffRolesQueryOptions());
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
      {takesOffer(request.status) && mayMakeOffers(roles) ? <InspectionBox sellRequestId={request.id} title={title} report={request.inspectionReport ?? null} /> : null}
      {takesOffer(request.status) && mayMakeOffers(roles) ? <OfferBox sellRequestId={request.id} title={title} replacing={request.status === 'PENDING'} /> : null}
      {request.status === 'APPROVED' && mayListCars(roles) ? <ListingBox sellRequestId={request.id} title={title} /> : null}
    </article>
  );
}
