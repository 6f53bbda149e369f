// Lenient readers of untrusted key-value input: a URL's query parameters and the tracking settings
// in /config.js. Zod's rule for them (each key optional on its own, a malformed value read as absent,
// never an error) in a few functions rather than zod's core: every route's `validateSearch` is in the
// first download of every page, and zod's core is 8 KB gzip of it (docs/decisions/0067). Forms keep
// their zod schemas, shared by the client and the server.

/** A value when the input is one, otherwise undefined. */
export type Reader<T> = (raw: unknown) => T | undefined;

type ReadValue<R> = R extends Reader<infer T> ? T : never;

/** What an object of readers reads: every key optional. */
export type LenientObject<R extends Record<string, Reader<unknown>>> = { [K in keyof R]?: ReadValue<R[K]> };

/** TanStack Router parses each query value as JSON first, so `?q=2020` arrives as the number 2020. */
const asText = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;

/**
 * Reads every key with its reader; anything that is not an object reads as an empty one. A key it
 * cannot read is there, undefined: TanStack Router lays a route's validated search over the raw one,
 * so a key left out would let the malformed value through.
 */
export function lenientObject<R extends Record<string, Reader<unknown>>>(readers: R) {
  return (raw: unknown): LenientObject<R> => {
    const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return Object.fromEntries(Object.keys(readers).map((key) => [key, readers[key]!(source[key])])) as LenientObject<R>;
  };
}

export const oneOf = <const T extends string>(values: readonly T[]): Reader<T> => (raw) => {
  const value = asText(raw);
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;
};

type TextRule = { trim?: boolean; minLength?: number; maxLength?: number; test?: (value: string) => boolean; numbers?: boolean };

/**
 * Text, after trimming when asked, within the lengths and passing the test. A number counts unless
 * `numbers` is false: the router may have parsed one from the URL, where settings never hold one.
 */
export const text = ({ trim = false, minLength = 0, maxLength = Number.POSITIVE_INFINITY, test, numbers = true }: TextRule = {}): Reader<string> => (raw) => {
  const read = numbers || typeof raw === 'string' ? asText(raw) : undefined;
  const value = trim ? read?.trim() : read;
  if (value === undefined || value.length < minLength || value.length > maxLength) return undefined;
  return !test || test(value) ? value : undefined;
};

/** A whole number from min to max, given as a number or as its digits. */
export const integer = (min: number, max: number): Reader<number> => (raw) => {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

/** Another reader's value, changed; undefined stays absent. */
export const mapped = <T, U>(reader: Reader<T>, change: (value: T) => U | undefined): Reader<U> => (raw) => {
  const value = reader(raw);
  return value === undefined ? undefined : change(value);
};
