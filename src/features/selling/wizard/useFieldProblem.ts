import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { errorText } from '../../../lib/errors/error-text';
import { sellFieldProblem } from './sell-field-problem';

/** Words the problems of fields bound by hand (selects, choices) rather than through useFormField. */
export function useFieldProblem(form: FormActorRef) {
  const { i18n } = useLingui();
  const problems = useSelector(form, (snapshot) => snapshot.context.problems);
  return (field: string): string | undefined => {
    const problem = sellFieldProblem(field, problems[field]);
    return problem === undefined ? undefined : errorText(i18n, problem);
  };
}
