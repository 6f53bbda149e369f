import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FormEvent } from '../../../machines/form/form.machine';
import { errorText, type ErrorText } from '../../lib/errors/error-text';
import type { LockRef } from './SubmissionToasts';

/** What a field binding reads of any form machine's snapshot. */
type FormSnapshot = Snapshot<unknown> & {
  context: { values: Record<string, unknown>; problems: Record<string, string | undefined>; locked: boolean };
  children: { submissionLock?: LockRef };
  // Method syntax on purpose: any form's own tag union ('busy' | 'saved') fits.
  hasTag(tag: 'busy'): boolean;
};
export type FormActorRef = ActorRef<FormSnapshot, FormEvent>;

/** Words a validation code for one field in the visitor's language; undefined when there is none. */
export type WordProblem = (field: string, code: string | undefined) => ErrorText | undefined;

/**
 * Props binding a text box to a form machine: what was typed, its problem in words, and the change
 * and blur events. Each binding selects only its own field, so typing re-renders one box.
 */
export function useFormField(actorRef: FormActorRef, field: string, wordProblem: WordProblem) {
  const { i18n } = useLingui();
  const value = useSelector(actorRef, (snapshot) => String(snapshot.context.values[field] ?? ''));
  const code = useSelector(actorRef, (snapshot) => snapshot.context.problems[field]);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const problem = wordProblem(field, code);
  return {
    name: field,
    value,
    error: problem === undefined ? undefined : errorText(i18n, problem),
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => actorRef.send({ type: 'field.change', field, value: event.target.value }),
    onBlur: () => actorRef.send({ type: 'field.blur', field }),
  };
}
