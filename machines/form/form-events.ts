import type { FormEvent } from './form.machine';

/** A change of one field with a value of that field's type: the only way features build one. */
export const fieldChange = <Values, Field extends keyof Values & string>(field: Field, value: Values[Field]): FormEvent => ({ type: 'field.change', field, value });

export const fieldBlur = <Values>(field: keyof Values & string): FormEvent => ({ type: 'field.blur', field });
