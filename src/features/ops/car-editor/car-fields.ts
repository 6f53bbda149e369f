import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormActorRef, useFormField } from '../../../components/form/useFormField';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { errorText } from '../../../lib/errors/error-text';
import { withThousands } from '../../../lib/numbers/thousands';
import { wordCarProblem } from './car-editor-words';

/** A text box of the editor, worded with its own codes. */
export const useCarField = (form: FormActorRef, field: string) => useFormField(form, field, wordCarProblem);

/** A whole-number box: digits grouped by thousands as they are typed. */
export function useCarNumberField(form: FormActorRef, field: string) {
  const binding = useCarField(form, field);
  return {
    ...binding,
    value: withThousands(binding.value),
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'field.change', field, value: withThousands(event.target.value) }),
  };
}

/** A select of the editor: its value, its problem (nothing chosen reads 'Seleccione una opción') and its change. */
export function useCarSelect(form: FormActorRef) {
  const { i18n } = useLingui();
  const problem = useFieldProblem(form, wordCarProblem);
  const codes = useSelector(form, (snapshot) => snapshot.context.problems);
  const values = useSelector(form, (snapshot) => snapshot.context.values);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (field: string) => ({
    name: field,
    value: String(values[field] ?? ''),
    disabled: busy,
    error: codes[field] === 'required' ? errorText(i18n, wordCarProblem(field, 'unknown')!) : problem(field),
    onValueChange: (value: string) => form.send({ type: 'field.change', field, value }),
    onBlur: () => form.send({ type: 'field.blur', field }),
  });
}

/** A checkbox of the editor. */
export function useCarCheck(form: FormActorRef, field: string) {
  const checked = useSelector(form, (snapshot) => snapshot.context.values[field] === true);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return { name: field, checked, disabled: busy, onCheckedChange: (next: boolean) => form.send({ type: 'field.change', field, value: next }) };
}
