/**
 * After a refused submit, keyboard and screen-reader users land on the first field to fix, in the
 * order the form shows them. Reads the machine's verdict, so it never re-derives a rule.
 */
export function focusFirstProblem(form: HTMLFormElement, problems: Partial<Record<string, string>>): void {
  const first = Array.from(form.elements).find((control) => 'name' in control && typeof control.name === 'string' && problems[control.name]);
  if (first instanceof HTMLElement) first.focus();
}

/**
 * For a submit button's mousedown: the field being edited keeps focus until the click lands. If it
 * blurred at mousedown, its blur check could insert a message that pushes the button away before
 * mouseup, and the click would be lost.
 */
export const keepFieldFocus = (event: { preventDefault: () => void }): void => event.preventDefault();
