/** Joins the class names that are set, skipping `undefined`, `false` and empty strings. */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
