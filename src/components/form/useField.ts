import { withThousands } from '../../lib/numbers/thousands';
import { type FormActorRef, useFormField } from './useFormField';
import { wordFieldProblem } from './word-field-problem';

/** The shared field binding, worded for the wizards' steps and their edit pages. */
export const useField = (form: FormActorRef, field: string) => useFormField(form, field, wordFieldProblem);

/** A number box (mileage, price, budget): digits grouped by thousands as they are typed. */
export function useNumberField(form: FormActorRef, field: string) {
  const binding = useField(form, field);
  return {
    ...binding,
    value: withThousands(binding.value),
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'field.change', field, value: withThousands(event.target.value) }),
  };
}
