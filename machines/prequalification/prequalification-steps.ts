import { prequalificationPersonSchema, prequalificationWorkSchema } from '../../common/validation/financing';
import type { FormSchema } from '../form/form-schema';
import { overNumberText } from '../form/number-text';
import type { IdentifiedPerson, PersonValues, PrequalifyInput, WorkValues } from './prequalification-values';

// The steps check with prequalify's own schemas (common/validation/financing.ts); these adapters only
// read the amount boxes' text, join the month and the year, and lay the person's fields flat.

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };
type Parse<Parsed> = { success: true; data: Parsed } | { success: false; error: { issues: Issue[] } };

/** Step 1: the person, cédula required. */
export const personStepSchema: FormSchema<PersonValues, IdentifiedPerson> = {
  safeParse: (person) => {
    const parsed = prequalificationPersonSchema.safeParse({ person });
    if (parsed.success) return { success: true, data: parsed.data.person };
    // 'person.phone' → 'phone': the fields the page binds.
    return { success: false, error: { issues: parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })) } };
  },
};

/** The month and year selects as prequalify's YYYY-MM; a missing one is that select's problem. */
function workingSinceOf(month: string, year: string): { value: string } | { issues: Issue[] } {
  const issues: Issue[] = [];
  if (month === '') issues.push({ path: ['workingSinceMonth'], message: 'required' });
  if (year === '') issues.push({ path: ['workingSinceYear'], message: 'required' });
  return issues.length ? { issues } : { value: `${year}-${month}` };
}

const readWork = overNumberText<WorkValues, PrequalifyInput>(['monthlySalary', 'otherIncome', 'downPayment'], (values): Parse<PrequalifyInput> => {
  const { asOf, person, workingSinceMonth, workingSinceYear, ...work } = values as Omit<WorkValues, 'monthlySalary' | 'otherIncome' | 'downPayment'> & Record<string, unknown>;
  const since = workingSinceOf(workingSinceMonth, workingSinceYear);
  const parsed = prequalificationWorkSchema(new Date(asOf)).safeParse({ ...work, workingSince: 'value' in since ? since.value : '' });
  // A month after the flow started is the month select's problem (the year alone may be this one).
  const issues = [
    ...('issues' in since ? since.issues : []),
    ...(parsed.success ? [] : parsed.error.issues.flatMap((issue) => (issue.path[0] !== 'workingSince' ? [issue] : 'issues' in since ? [] : [{ ...issue, path: ['workingSinceMonth'] }]))),
  ];
  // The flow opens this step only with step 1 parsed; without it nothing is sent.
  if (!person) issues.push({ path: ['person'], message: 'required' });
  if (issues.length > 0 || !parsed.success || !person) return { success: false, error: { issues } };
  return { success: true, data: { person, ...parsed.data } };
});

/** Step 2: work and money, with the person of step 1: CONTRACT's PrequalifyInput, which this step's form sends. */
export const workStepSchema: FormSchema<WorkValues, PrequalifyInput> = {
  // SPEC §5: an empty number box is 0; only other income may be left so (none).
  safeParse: (values) => readWork.safeParse({ ...values, otherIncome: values.otherIncome.trim() === '' ? '0' : values.otherIncome }),
};
