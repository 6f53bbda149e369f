import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { faqQuestionForm } from '../../../../machines/faq-question/faq-question.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { faqQuestion } from '../api/faq-question-actors';
import * as styles from './FaqQuestionBox.css';
import { FaqQuestionSent } from './FaqQuestionSent';
import { questionProblem } from './question-problems';

/** The question's statechart and its form or its sent note: loaded after the first paint (FaqQuestionBox). */
export function FaqQuestionFlow() {
  // Signing in reloads the page (SPEC §4), so the machine starts again with the signed-in e-mail.
  const email = useSession()?.user.email;
  const actorRef = useActorRef(faqQuestion, { input: { email }, inspect });
  const sent = useSelector(actorRef, (snapshot) => snapshot.matches('sent'));
  const sentTo = useSelector(actorRef, (snapshot) => snapshot.context.email);
  const form = useSelector(actorRef, (snapshot) => snapshot.children.faqQuestionForm);
  if (sent) return <FaqQuestionSent email={sentTo} onAnother={() => actorRef.send({ type: 'question.another' })} />;
  return form ? <QuestionForm form={form} /> : null;
}

function QuestionForm({ form }: { form: ActorRefFrom<typeof faqQuestionForm> }) {
  const { t } = useLingui();
  const length = useSelector(form, (snapshot) => snapshot.context.values.question.trim().length);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} label={t`Tu pregunta`} className={styles.form} fieldsetClassName={styles.fieldset}>
      {/* Longer than allowed on purpose: a pasted question is cut by the message, not silently by the box. */}
      <TextArea label={t`Tu pregunta`} hint={t`Entre 5 y 150 caracteres (${length}/150).`} maxLength={300} rows={3} required {...useFormField(form, 'question', questionProblem)} />
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} hint={t`Donde te enviaremos la respuesta.`} maxLength={50} required {...useFormField(form, 'email', questionProblem)} />
      <Button type="submit" variant="primary" loading={busy} className={styles.submit}>
        <Trans>Enviar pregunta</Trans>
      </Button>
    </LockedForm>
  );
}
