import { type FormActorRef, useFormField } from '../../../components/form/useFormField';
import { sellFieldProblem } from './sell-field-problem';
import { withThousands } from './thousands';

/** The shared field binding, worded for the sell wizard. */
export const useSellField = (form: FormActorRef, field: string) => useFormField(form, field, sellFieldProblem);

/** A number box (mileage, price): digits grouped by thousands as they are typed. */
export function useSellNumberField(form: FormActorRef, field: string) {
  const binding = useSellField(form, field);
  return {
    ...binding,
    value: withThousands(binding.value),
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'field.change', field, value: withThousands(event.target.value) }),
  };
}
