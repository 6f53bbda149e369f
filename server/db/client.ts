import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './notifications.ts';
import * as schema from './schema/index.ts';

/** The query builder every resolver receives, whichever engine sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; subscriptions end when the database closes. */
  listen: Listen;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite keeps its files under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * PGlite only: a data directory dumped by `dumpDataDir`, written into a new folder instead of
   * creating an empty cluster (tests start from one image of the migrated schema).
   */
  initialImage?: Blob;
}

/** Shutdown code paths overlap (signals, test clean-up); closing twice must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

// Code that only holds the query builder (the catalogue of a request) finds its database's LISTEN here.
const listenOfDb = new WeakMap<Db, Listen>();
export const listenFor = (db: Db): Listen | undefined => listenOfDb.get(db);

// …and the PostgreSQL URL, for work that opens connections of its own (a worker thread); PGlite has none.
const urlOfDb = new WeakMap<Db, string>();
export const databaseUrlFor = (db: Db): string | undefined => urlOfDb.get(db);

/** Keeps track of subscriptions so that closing the database ends them first. */
function withListen(kind: Database['kind'], db: Db, listen: Listen, close: () => Promise<void>): Database {
  const subscriptions = new Set<() => Promise<void>>();
  const tracked: Listen = (channel, handlers) => {
    const unsubscribe = listen(channel, handlers);
    subscriptions.add(unsubscribe);
    return () => (subscriptions.delete(unsubscribe), unsubscribe());
  };
  listenOfDb.set(db, tracked);
  const closeAll = async () => {
    await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe()));
    await close();
  };
  return { db, kind, listen: tracked, close: once(closeAll) };
}

/** The extensions every embedded database loads (CONVENTIONS.md "Data"). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gist };

export async function openDatabase({ databaseUrl, dataDir, initialImage }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle client that the server drops (restart, failover) emits 'error' on the pool; without a
    // listener Node treats it as unhandled and exits. The pool discards that client and reconnects.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    const db = drizzlePostgres({ client: pool, schema });
    urlOfDb.set(db, databaseUrl);
    return withListen('postgres', db, postgresListen(databaseUrl), () => pool.end());
  }
  const directory = join(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create({ dataDir: directory, extensions: PGLITE_EXTENSIONS, ...(initialImage && { loadDataDir: initialImage }) });
  const db = drizzlePglite({ client, schema });
  return withListen('pglite', db, pgliteListen(client), () => client.close());
}

/** Runs raw SQL on either engine and returns its rows (both drivers expose `rows`). */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
