import type { FormActorRef } from '../../../components/form/useFormField';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { finderFieldProblem } from './finder-field-problem';
import * as styles from './FinderWizard.css';

/** Under a step's control: what keeps it from going on, announced as it appears. */
export function StepProblem({ form, field }: { form: FormActorRef; field: string }) {
  const problem = useFieldProblem(form, finderFieldProblem)(field);
  return problem ? (
    <p id={STEP_PROBLEM_ID} role="alert" className={styles.problem}>
      {problem}
    </p>
  ) : null;
}

/** The problem line's id, for the control's aria-describedby. */
export const STEP_PROBLEM_ID = 'finder-step-problem';
