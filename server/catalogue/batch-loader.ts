/**
 * Collects the keys asked for while GraphQL resolves one level of a result (all cars of a page)
 * and loads them with one query, so a page costs a constant number of queries, not one per car.
 */
export function batchLoader<Key, Value>(load: (keys: readonly Key[]) => Promise<Map<Key, Value>>): (key: Key) => Promise<Value | undefined> {
  const results = new Map<Key, Promise<Value | undefined>>();
  let waiting: Key[] = [];
  let batch: Promise<Map<Key, Value>> | undefined;
  return (key) => {
    const known = results.get(key);
    if (known) return known;
    waiting.push(key);
    // Resolvers of sibling fields all start before the next macrotask; that is when the batch goes out.
    batch ??= new Promise((resolve, reject) =>
      setImmediate(() => {
        const keys = waiting;
        waiting = [];
        batch = undefined;
        load(keys).then(resolve, reject);
      }),
    );
    const result = batch.then((loaded) => loaded.get(key));
    results.set(key, result);
    return result;
  };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}
