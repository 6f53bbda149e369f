import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LEAD_LIMITS } from '../../../../common/validation/leads';
import type { leadAnswerForm } from '../../../../machines/lead-answer/lead-answer.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { leadAnswer } from '../api/leads-actors';
import { showChangedLead, type StaffLead } from '../api/leads-query';
import { leadProblem } from './lead-words';
import * as styles from './Leads.css';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';

/** The reply by e-mail: a button, then the box, then the acknowledgement; the e-mail goes in the lead's language. */
export function LeadAnswer({ lead, who }: { lead: StaffLead; who: string }) {
  const queryClient = useQueryClient();
  const actorRef = useActorRef(leadAnswer.provide({ actions: { leadChanged: (_, { lead: changed }) => showChangedLead(queryClient, changed as StaffLead) } }), { input: { leadId: lead.id }, inspect });
  const sent = useSelector(actorRef, (snapshot) => snapshot.matches('sent'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.leadAnswerForm);
  const email = lead.email ?? '';
  if (form) return <AnswerForm form={form} who={who} email={email} onCancel={() => actorRef.send({ type: 'answer.cancel' })} />;
  return (
    <div className={styles.actions}>
      {sent ? (
        <output>
          <Trans>Respuesta enviada a {email}.</Trans>
        </output>
      ) : null}
      <Button size="sm" variant="primary" onClick={() => actorRef.send({ type: 'answer.start' })}>
        {sent ? <Trans>Responder otra vez</Trans> : <Trans>Responder por correo</Trans>}
      </Button>
    </div>
  );
}

function AnswerForm({ form, who, email, onCancel }: { form: ActorRefFrom<typeof leadAnswerForm>; who: string; email: string; onCancel: () => void }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const box = useRef<HTMLTextAreaElement>(null);
  // The box replaces the button that opened it: focus follows.
  useEffect(() => box.current?.focus(), []);
  const { minAnswer, maxAnswer } = LEAD_LIMITS;
  return (
    <LockedForm form={form} label={t`Respuesta a ${who}`} className={styles.form} fieldsetClassName={styles.fieldset}>
      <TextArea
        label={t`Respuesta`}
        hint={t`Se envía a ${email} con el asunto de Ola Cars, en su idioma. De ${minAnswer} a ${maxAnswer} caracteres; una línea en blanco empieza un párrafo.`}
        rows={6}
        maxLength={maxAnswer}
        required
        ref={box}
        {...useFormField(form, 'message', leadProblem)}
      />
      <div className={styles.actions}>
        <SubmitOrCancel busy={busy} onCancel={onCancel}>
          <Trans>Enviar respuesta</Trans>
        </SubmitOrCancel>
      </div>
    </LockedForm>
  );
}
