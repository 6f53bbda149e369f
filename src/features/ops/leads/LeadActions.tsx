import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { leadActions } from '../api/leads-actors';
import { showChangedLead, type StaffLead } from '../api/leads-query';
import { AssigneeForm } from './AssigneeForm';
import * as styles from './Leads.css';

/** Taking the lead, handing it to another member of staff, closing it and opening it again. */
export function LeadActions({ lead, who }: { lead: StaffLead; who: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useSession()?.user.email ?? '';
  const actorRef = useActorRef(leadActions.provide({ actions: { leadChanged: (_, { lead: changed }) => showChangedLead(queryClient, changed as StaffLead) } }), { input: { leadId: lead.id, status: lead.status === 'CLOSED' ? 'CLOSED' : 'OPEN' }, inspect });
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.leadAssignForm);
  const mayClose = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'lead.close' }));
  if (form) return <AssigneeForm form={form} who={who} onCancel={() => actorRef.send({ type: 'assign.cancel' })} />;
  if (busy) return <Spinner label={t`Guardando los cambios de ${who}`} />;
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'assign.self', email: me })}>
        <Trans>Asignármelo</Trans>
      </Button>
      <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'assign.other' })}>
        <Trans>Asignar a otra persona</Trans>
      </Button>
      {mayClose ? (
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'lead.close' })}>
          <Trans>Cerrar el contacto</Trans>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'lead.reopen' })}>
          <Trans>Reabrir el contacto</Trans>
        </Button>
      )}
    </div>
  );
}
