/** A field's value on one side of a change; null where the record did not have the field. */
export type Side = { value: unknown } | null;

/** One field of a record before and after a change. */
export type DiffRow = { field: string; before: Side; after: Side; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as the audit log stored it (JSON text, or null when there was none). Anything that is not
 * an object, including text that is not JSON, is shown as a single field rather than failing the page.
 */
export function parseRecord(text: string | null | undefined): Record<string, unknown> {
  if (text == null) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null) return {};
    return isRecord(value) ? value : { value };
  } catch {
    return { value: text };
  }
}

const sideOf = (record: Record<string, unknown>, field: string): Side => (Object.hasOwn(record, field) ? { value: record[field] } : null);
const sameSide = (a: Side, b: Side) => (a === null || b === null ? a === b : JSON.stringify(a.value) === JSON.stringify(b.value));

/** Every field either side has, in the order the record before had them, then the new ones. */
export function diffRecords(beforeText: string | null | undefined, afterText: string | null | undefined): DiffRow[] {
  const before = parseRecord(beforeText);
  const after = parseRecord(afterText);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = sideOf(before, field);
    const is = sideOf(after, field);
    return { field, before: was, after: is, changed: !sameSide(was, is) };
  });
}
