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

/** 'Ask us': a question the answers above leave open, answered by e-mail. */
export function FaqQuestionBox({ id }: { id: string }) {
  // Signing in reloads the page (SPEC §4), so the machine starts again with the signed-in e-mail.
  const email = useSession()?.user.email;
  const actorRef = useActorRef(faqQuestion, { input: { email }, inspect });
  const sent = useSelector(actorRef, (snapshot) => snapshot.matches('sent'));
  const sentTo = useSelector(actorRef, (snapshot) => snapshot.context.email);
  const form = useSelector(actorRef, (snapshot) => snapshot.children.faqQuestionForm);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.box}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Haznos tu pregunta</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>¿No encuentras la respuesta? Escríbenos y te respondemos por correo.</Trans>
      </p>
      {sent ? <FaqQuestionSent email={sentTo} onAnother={() => actorRef.send({ type: 'question.another' })} /> : form ? <QuestionForm form={form} /> : null}
    </section>
  );
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
