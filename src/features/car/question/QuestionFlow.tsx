import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { questionForm } from '../../../../machines/car-question/car-question.machine';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { useSignedIn } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { carQuestion } from '../api/car-actors';
import * as section from '../page/section.css';
import { ContactFields } from './ContactFields';
import { questionProblem } from './question-problems';
import { QuestionSent } from './QuestionSent';

/** The question's statechart and its form or its sent note: loaded after the first paint (AskQuestion). */
export function QuestionFlow({ carId, title }: { carId: string; title: string }) {
  // Signing in reloads the page (SPEC §4), so the machine starts again knowing who asks.
  const anonymous = !useSignedIn();
  const actorRef = useActorRef(carQuestion, { input: { carId, anonymous }, inspect });
  const sent = useSelector(actorRef, (snapshot) => snapshot.matches('sent'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.questionForm);
  if (sent) return <QuestionSent onAnother={() => actorRef.send({ type: 'question.another' })} />;
  return form ? <QuestionForm form={form} title={title} anonymous={anonymous} /> : null;
}

function QuestionForm({ form, title, anonymous }: { form: ActorRefFrom<typeof questionForm>; title: string; anonymous: boolean }) {
  const { t } = useLingui();
  const length = useSelector(form, (snapshot) => snapshot.context.values.question.trim().length);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} className={section.form} fieldsetClassName={section.fieldset}>
        <TextArea
          label={t`Tu pregunta sobre el ${title}`}
          hint={t`Entre 5 y 150 caracteres (${length}/150).`}
          maxLength={300}
          rows={3}
          required
          {...useFormField(form, 'question', questionProblem)}
        />
        {anonymous ? <ContactFields form={form} /> : null}
        <Button type="submit" variant="primary" loading={busy} className={section.formSubmit}>
          <Trans>Enviar pregunta</Trans>
        </Button>
    </LockedForm>
  );
}
