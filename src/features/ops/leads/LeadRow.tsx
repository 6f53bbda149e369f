import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { StaffLead } from '../api/leads-query';
import { LeadDetail } from './LeadDetail';
import { leadKindName, leadStatusName, leadTime } from './lead-words';
import * as styles from './Leads.css';

/**
 * One lead of the inbox: a card on phones, a row on wider screens. Who it is and what it is about
 * show at once; its detail, with what staff do with it, opens below.
 */
export function LeadRow({ lead }: { lead: StaffLead }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailId = useId();
  const who = lead.name ?? lead.email ?? lead.phone ?? t`Sin contacto`;
  const about = lead.summary ?? lead.message ?? lead.carName;
  const assignee = lead.assigneeEmail;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <div className={styles.kind}>
        <Badge tone="info">{leadKindName(i18n, lead.kind)}</Badge>
        <time dateTime={lead.createdAt} className={styles.muted}>
          {leadTime(lead.createdAt, i18n.locale)}
        </time>
      </div>
      <div className={styles.person}>
        <h3 id={titleId} className={styles.title}>
          {who}
        </h3>
        {lead.name && lead.email ? <p className={styles.muted}>{lead.email}</p> : null}
      </div>
      <div className={styles.about}>{about ? <p className={styles.text}>{about}</p> : null}</div>
      <div className={styles.handling}>
        <Badge tone={lead.status === 'OPEN' ? 'certified' : 'neutral'}>{leadStatusName(i18n, lead.status)}</Badge>
        <p className={styles.muted}>{assignee ? <Trans>Lo tiene {assignee}</Trans> : <Trans>Sin asignar</Trans>}</p>
        {lead.answeredAt ? (
          <p className={styles.muted}>
            <Trans>Respondido</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.open}>
        <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={open ? detailId : undefined} aria-label={open ? t`Ocultar el detalle de ${who}` : t`Ver el detalle de ${who}`} onClick={() => setOpen(!open)}>
          {open ? <Trans>Ocultar</Trans> : <Trans>Ver detalle</Trans>}
        </Button>
      </div>
      {open ? <LeadDetail id={detailId} lead={lead} who={who} /> : null}
    </article>
  );
}
