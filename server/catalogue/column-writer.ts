export type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

type ColumnKind<T extends Column> = { new (buffer: ArrayBufferLike): T; new (length: number): T; BYTES_PER_ELEMENT: number };

/** A zeroed array of `kind` in memory other threads can read: posted to a worker, it is shared, not copied. */
export const sharedArray = <T extends Column>(kind: ColumnKind<T>, length: number): T => new kind(new SharedArrayBuffer(length * kind.BYTES_PER_ELEMENT));

/**
 * A zeroed column like `column`, in the same kind of memory: the columns a pass over rows reads are
 * shared, for the worker thread that passes part of the rows (pass-threads.ts); the others stay in
 * this thread's memory, which its garbage collector weighs and frees sooner.
 */
const sameKind = <T extends Column>(column: T, length: number): T => {
  const kind = column.constructor as ColumnKind<T>;
  return column.buffer instanceof SharedArrayBuffer ? sharedArray(kind, length) : new kind(length);
};

/** `column` in shared memory (`sharedArray`), which its copies keep: copied unless it is already there. */
export function inSharedMemory<T extends Column>(column: T): T {
  if (column.buffer instanceof SharedArrayBuffer) return column;
  const shared = sharedArray(column.constructor as ColumnKind<T>, column.length);
  shared.set(column);
  return shared;
}

/** A copy of `column`, in the same kind of memory. */
const copyOf = <T extends Column>(column: T): T => {
  const copy = sameKind(column, column.length);
  copy.set(column);
  return copy;
};

/**
 * Writes to one column of a patched index, copy-on-write: the column is copied on the first write
 * that changes a value (or at once when rows are appended), so an edit of a car's mileage copies the
 * mileage column alone and every other column is shared with the previous index, which may still be
 * answering a request.
 */
export class ColumnWriter<T extends Column> {
  private copy: T | undefined;

  constructor(
    private readonly source: T,
    size: number,
  ) {
    if (size !== source.length) {
      this.copy = sameKind(source, size);
      this.copy.set(source.subarray(0, Math.min(size, source.length)));
    }
  }

  set(row: number, value: number): void {
    if (this.copy === undefined) {
      if (this.source[row] === value) return;
      this.copy = copyOf(this.source);
    }
    this.copy[row] = value;
  }

  get(row: number): number {
    return (this.copy ?? this.source)[row]!;
  }

  /** Whether any value differs from the previous index's column. */
  get changed(): boolean {
    return this.copy !== undefined;
  }

  get column(): T {
    return this.copy ?? this.source;
  }
}

/** `column` with room for `length` values, copied (the previous index keeps its own). */
export function grown<T extends Column>(column: T, length: number): T {
  const next = sameKind(column, length);
  next.set(column.subarray(0, Math.min(length, column.length)));
  return next;
}
