import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AuthTextField } from '../../../../machines/auth/auth-form';
import type { authMachine } from '../../../../machines/auth/auth.machine';
import { fieldProblemText } from './field-problem-text';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/** Props binding a text field to the machine: what was typed, its problem, blur and change events. */
export function useAuthField(actorRef: AuthActorRef, field: AuthTextField) {
  const { i18n } = useLingui();
  const value = useSelector(actorRef, (state) => state.context.fields[field]);
  const code = useSelector(actorRef, (state) => state.context.errors[field]);
  const problem = fieldProblemText(field, code);
  return {
    name: field,
    value,
    error: typeof problem === 'object' ? i18n._(problem) : problem,
    onChange: (event: { target: { value: string } }) => actorRef.send({ type: 'field.change', field, value: event.target.value }),
    onBlur: () => actorRef.send({ type: 'field.blur', field }),
  };
}
