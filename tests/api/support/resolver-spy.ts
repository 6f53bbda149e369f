import { resolvers } from '../../../server/graphql/resolvers/index.ts';

type Resolve = (...args: unknown[]) => unknown;

/**
 * Counts every resolver call of the schema the next server builds: each field resolver in the
 * resolver maps is wrapped in place. Call before starting the server; tests that assert "refused
 * before any resolver ran" compare the count around a request.
 */
export function spyOnResolvers(): { calls(): number } {
  let calls = 0;
  const count =
    (resolve: Resolve): Resolve =>
    (...args) => {
      calls += 1;
      return resolve(...args);
    };
  for (const map of resolvers) {
    for (const fields of Object.values(map as Record<string, unknown>)) {
      // Scalars are class instances; only plain objects of field resolvers are wrapped.
      if (!fields || Object.getPrototypeOf(fields) !== Object.prototype) continue;
      const record = fields as Record<string, unknown>;
      for (const [name, field] of Object.entries(record)) {
        if (typeof field === 'function') record[name] = count(field as Resolve);
        else if (field && typeof (field as { resolve?: unknown }).resolve === 'function') {
          const withResolve = field as { resolve: Resolve };
          record[name] = { ...withResolve, resolve: count(withResolve.resolve) };
        }
      }
    }
  }
  return { calls: () => calls };
}
