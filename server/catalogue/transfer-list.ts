/**
 * The memory of every typed array in `value` (its fields, recursively; not inside Maps) that a
 * worker thread can hand over rather than copy. Shared memory is left out: it is posted as it is.
 */
export function transferList(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value && typeof value === 'object' && !(value instanceof Map)) for (const field of Object.values(value)) transferList(field, found);
  return [...found];
}
