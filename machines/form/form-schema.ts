/**
 * What the form machine needs of a schema: zod and zod/mini schemas of common/validation fit it,
 * so the client checks with the very rules the API applies.
 */
export interface FormSchema<Values, Parsed> {
  safeParse(values: Values): { success: true; data: Parsed } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** One problem code per field (required, too_short…), worded by the feature that shows it. */
export type FieldProblems<Values> = Partial<Record<keyof Values & string, string>>;

/** Every field's first problem, as the schema reports it; an empty object when the values are valid. */
export function problemsOf<Values>(schema: FormSchema<Values, unknown>, values: Values): FieldProblems<Values> {
  const result = schema.safeParse(values);
  const problems: FieldProblems<Values> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof Values & string;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The parsed values (trimmed, transformed) of values known to be valid. */
export function parsedValues<Values, Parsed>(schema: FormSchema<Values, Parsed>, values: Values): Parsed {
  const result = schema.safeParse(values);
  if (!result.success) throw new Error('parsedValues needs valid values');
  return result.data;
}

/**
 * A form schema from a form's own problems (codes of common/validation, plus rules the schema checks
 * too late, like passwords that differ) and what it sends once there are none.
 */
export function schemaFromProblems<Values, Parsed>(problems: (values: Values) => Partial<Record<string, string>>, parse: (values: Values) => Parsed): FormSchema<Values, Parsed> {
  return {
    safeParse: (values) => {
      // A field named without a problem (undefined) has none.
      const issues = Object.entries(problems(values)).flatMap(([field, message]) => (message === undefined ? [] : [{ path: [field], message }]));
      return issues.length === 0 ? { success: true, data: parse(values) } : { success: false, error: { issues } };
    },
  };
}
