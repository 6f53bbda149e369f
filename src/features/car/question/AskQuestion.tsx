import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { carQuestionMachine } from '../../../../machines/car-question/car-question.machine';
import { useSignedIn } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import * as section from '../page/section.css';
import { ContactFields } from './ContactFields';
import { submitQuestionActor } from './submit-question-actor';
import { QuestionOutcome } from './QuestionOutcome';
import { useProblemText } from './useProblemText';

const machine = carQuestionMachine.provide({ actors: { submitQuestion: submitQuestionActor } });

export function AskQuestion({ carId, title }: { carId: string; title: string }) {
  const { t } = useLingui();
  // Signing in reloads the page (SPEC §4), so the machine starts again knowing who asks.
  const anonymous = !useSignedIn();
  const [state, send] = useMachine(machine, { input: { carId, anonymous }, inspect });
  const problem = useProblemText(state.context.problem);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };
  const length = state.context.question.trim().length;
  return (
    <section className={section.card} aria-labelledby="car-question-title">
      <h2 id="car-question-title" className={section.title}>
        <Trans>¿Tienes una pregunta sobre este carro?</Trans>
      </h2>
      {state.matches('sent') ? (
        <QuestionOutcome kind="sent" onAnother={() => send({ type: 'question.another' })} />
      ) : (
        <form noValidate onSubmit={onSubmit} className={section.form}>
          <TextArea
            label={t`Tu pregunta sobre el ${title}`}
            hint={t`Entre 5 y 150 caracteres (${length}/150).`}
            error={problem}
            value={state.context.question}
            onChange={(event) => send({ type: 'question.change', value: event.target.value })}
            maxLength={300}
            rows={3}
            required
          />
          {state.context.anonymous ? (
            <ContactFields
              contact={state.context.contact}
              problems={state.context.contactProblems}
              onChange={(field, value) => send({ type: 'contact.change', field, value })}
            />
          ) : null}
          {state.matches('failed') ? <QuestionOutcome kind="failed" failure={state.context.failure} /> : null}
          <Button type="submit" variant="primary" loading={state.hasTag('busy')} className={section.formSubmit}>
            <Trans>Enviar pregunta</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
