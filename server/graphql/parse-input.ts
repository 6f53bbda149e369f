import type * as z from 'zod/mini';
import { badUserInput } from './errors.ts';

/**
 * Checks a mutation's input with the schema the SPA's form uses; a failure is BAD_USER_INPUT
 * listing `{ field, message }` with the schema's message codes.
 */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown, message: string): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badUserInput(
    parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    message,
  );
}
