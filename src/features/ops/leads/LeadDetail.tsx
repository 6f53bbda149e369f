import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StaffLead } from '../api/leads-query';
import { pesos } from '../ops-words';
import { LeadActions } from './LeadActions';
import { LeadAnswer } from './LeadAnswer';
import { leadKindName, leadStatusName, leadTime } from './lead-words';
import * as styles from './Leads.css';

/**
 * A lead in full: what the person wrote or asked for, their contact as far as the source has it
 * (never a sealed field: the API sends none), its handling, and what staff do with it.
 */
export function LeadDetail({ id, lead, who }: { id: string; lead: StaffLead; who: string }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | null | undefined) => (iso ? <time dateTime={iso}>{leadTime(iso, i18n.locale)}</time> : null);
  const language = lead.locale === 'en' ? t`Inglés` : lead.locale === 'es' ? t`Español` : null;
  const facts: Array<[string, ReactNode]> = [
    [t`Tipo`, leadKindName(i18n, lead.kind)],
    [t`Recibido`, when(lead.createdAt)],
    [t`Nombre completo`, lead.name],
    [t`Correo electrónico`, lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null],
    [t`Teléfono`, lead.phone],
    [t`Idioma`, language],
    [t`Coche`, lead.carName],
    [t`Monto`, lead.amount == null ? null : pesos(lead.amount)],
    [t`Resumen`, lead.summary],
    [t`Estado`, leadStatusName(i18n, lead.status)],
    [t`Asignado a`, lead.assigneeEmail ?? t`Nadie`],
    [t`Respondido`, when(lead.answeredAt)],
    [t`Cerrado`, when(lead.closedAt)],
  ];
  return (
    <section id={id} className={styles.detail} aria-label={t`Detalle de ${who}`}>
      {lead.message ? (
        <blockquote className={styles.message}>
          <p className={styles.message}>{lead.message}</p>
        </blockquote>
      ) : null}
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([name, value]) => (
            <div key={name} className={styles.factPair}>
              <dt className={styles.factName}>{name}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
      </dl>
      <LeadActions lead={lead} who={who} />
      {lead.email ? (
        <LeadAnswer lead={lead} who={who} />
      ) : (
        <p className={styles.muted}>
          <Trans>No dejó correo: respóndele por teléfono o WhatsApp.</Trans>
        </p>
      )}
    </section>
  );
}
