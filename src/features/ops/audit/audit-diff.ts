/** One field of a record before and after a change; null where the record did not have it. */
export type DiffRow = { field: string; before: string | null; after: string | null; changed: boolean };

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

/** A value as one line of text: lists joined by commas, nested records as JSON. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** Every field either side has, in the order the record before had them, then the new ones. */
export function diffRecords(beforeText: string | null | undefined, afterText: string | null | undefined): DiffRow[] {
  const before = parseRecord(beforeText);
  const after = parseRecord(afterText);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = field in before ? valueText(before[field]) : null;
    const is = field in after ? valueText(after[field]) : null;
    return { field, before: was, after: is, changed: was !== is };
  });
}
