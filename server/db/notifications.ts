import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber to one channel hears. */
export interface ChannelHandlers {
  notify(payload: string): void;
  /** Listening (again): whatever was sent while not listening has been missed. */
  listening(): void;
  /** The connection was lost: nothing is heard until `listening` comes again. */
  deaf(): void;
}

/** Subscribes to a channel; the returned function unsubscribes. */
export type Listen = (channel: string, handlers: ChannelHandlers) => () => Promise<void>;

/** Shows up in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
export const LISTENER_APPLICATION_NAME = 'ola-catalogue-listener';
const RECONNECT_MS = { first: 100, max: 5_000 };

/**
 * LISTEN needs a connection of its own that stays open: pooled connections come and go. A lost
 * connection is reopened with a growing delay; `deaf` and `listening` tell the subscriber when.
 */
export function postgresListen(connectionString: string): Listen {
  return (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let delay = RECONNECT_MS.first;
    let timer: NodeJS.Timeout | undefined;
    const drop = (lost: pg.Client, reason: string) => {
      if (client !== lost) return;
      client = undefined;
      void lost.end().catch(() => undefined);
      handlers.deaf();
      if (stopped) return;
      console.warn(`PostgreSQL notification connection lost (${reason}); reconnecting in ${delay} ms`);
      // Unreferenced: a pending reconnection alone must not keep a finished process alive.
      timer = setTimeout(() => void connect(), delay).unref();
      delay = Math.min(2 * delay, RECONNECT_MS.max);
    };
    const connect = async () => {
      const candidate = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
      client = candidate;
      candidate.on('notification', (message) => message.channel === channel && handlers.notify(message.payload ?? ''));
      candidate.on('error', (error) => drop(candidate, error.message));
      candidate.on('end', () => drop(candidate, 'closed'));
      try {
        await candidate.connect();
        await candidate.query(`LISTEN "${channel}"`);
      } catch (error) {
        return drop(candidate, (error as Error).message);
      }
      if (client !== candidate) return;
      delay = RECONNECT_MS.first;
      handlers.listening();
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    };
  };
}

/** PGlite is one connection in this process: a NOTIFY reaches its listeners as the statement commits. */
export function pgliteListen(client: PGlite): Listen {
  return (channel, handlers) => {
    const subscription = client.listen(channel, (payload) => handlers.notify(payload)).then(
      (unlisten) => (handlers.listening(), unlisten),
      () => undefined,
    );
    return async () => void (await (await subscription)?.().catch(() => undefined));
  };
}
