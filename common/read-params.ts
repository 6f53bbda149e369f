/**
 * Readers for values the app does not control (the address bar's search parameters, the runtime
 * config): each returns the value typed, or its fallback when malformed, so one bad value never
 * costs the visitor the page. Written by hand rather than with zod because the router runs them on
 * every page, and zod's core would then be in every page's first download (docs/decisions/0037).
 */
export type Read<T> = (value: unknown) => T;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Params<Shape extends Record<string, Read<unknown>>> = Simplify<
  { [K in keyof Shape as undefined extends ReturnType<Shape[K]> ? K : never]?: ReturnType<Shape[K]> } & {
    [K in keyof Shape as undefined extends ReturnType<Shape[K]> ? never : K]: ReturnType<Shape[K]>;
  }
>;

/**
 * An object of `shape`'s keys, each read on its own; other keys are dropped. A key the input lacks
 * stays absent when its reader has nothing for it, so a link without a parameter keeps its URL.
 */
export function readParams<Shape extends Record<string, Read<unknown>>>(shape: Shape): Read<Params<Shape>> {
  return (value) => {
    const input: Record<string, unknown> = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const output: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const result = read(input[key]);
      if (key in input || result !== undefined) output[key] = result;
    }
    return output as Params<Shape>;
  };
}

/** A string as given, else undefined. */
export const optionalText: Read<string | undefined> = (value) => (typeof value === 'string' ? value : undefined);

/** A string of at most `max` characters, else undefined. */
export const textUpTo =
  (max: number): Read<string | undefined> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** A string matching `pattern`, else undefined. */
export const textMatching =
  (pattern: RegExp): Read<string | undefined> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A string as given, else `fallback` (a link missing its token reads as an empty one). */
export const textOr =
  (fallback: string): Read<string> =>
  (value) =>
    typeof value === 'string' ? value : fallback;

/** One of `values`, exactly, else undefined. */
export const oneOf =
  <T extends string>(values: readonly T[]): Read<T | undefined> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A finite number (not a numeric string), else undefined. */
export const finiteNumber: Read<number | undefined> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A whole number within `min`–`max`, from a number or its text (the URL may carry either), else undefined. */
export const wholeNumberWithin =
  (min: number, max: number): Read<number | undefined> =>
  (value) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };
