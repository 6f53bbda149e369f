export type FieldIds = { inputId: string; hintId: string; errorId: string };

export const fieldIds = (inputId: string): FieldIds => ({
  inputId,
  hintId: `${inputId}-hint`,
  errorId: `${inputId}-error`,
});

/**
 * The aria-describedby value for a control: its hint and error when shown, plus any ids the
 * caller already set. Undefined when empty so no dangling attribute is rendered.
 */
export const describedBy = (ids: FieldIds, shown: { hint: boolean; error: boolean }, existing?: string): string | undefined => {
  const list = [existing, shown.hint ? ids.hintId : undefined, shown.error ? ids.errorId : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
};
