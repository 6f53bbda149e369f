import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { errorText } from '../../../lib/errors/error-text';
import { finderFieldProblem } from './finder-field-problem';

/** A finder step's problem with one field, in words; undefined while there is none. */
export function useStepProblem(form: FormActorRef, field: string): string | undefined {
  const { i18n } = useLingui();
  const code = useSelector(form, (snapshot) => snapshot.context.problems[field]);
  const problem = finderFieldProblem(code);
  return problem === undefined ? undefined : errorText(i18n, problem);
}
