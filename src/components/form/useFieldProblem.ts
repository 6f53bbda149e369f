import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { errorText } from '../../lib/errors/error-text';
import type { FormActorRef } from './useFormField';
import { wordFieldProblem } from './word-field-problem';

/** How a feature words a field's problem code; the shared wording unless a feature has its own. */
export type ProblemWording = (field: string, code: string | undefined) => MessageDescriptor | string | undefined;

/** Words the problems of fields bound by hand (selects, choices) rather than through useFormField. */
export function useFieldProblem(form: FormActorRef, word: ProblemWording = wordFieldProblem) {
  const { i18n } = useLingui();
  const problems = useSelector(form, (snapshot) => snapshot.context.problems);
  return (field: string): string | undefined => {
    const problem = word(field, problems[field]);
    return problem === undefined ? undefined : errorText(i18n, problem);
  };
}

/** The same for selects: nothing chosen reads 'Seleccione una opción' (SPEC §5), not 'required'. */
export function useSelectProblem(form: FormActorRef) {
  const problem = useFieldProblem(form);
  const codes = useSelector(form, (snapshot) => snapshot.context.problems);
  const { i18n } = useLingui();
  return (field: string): string | undefined => (codes[field] === 'required' ? errorText(i18n, wordFieldProblem(field, 'unknown')!) : problem(field));
}
