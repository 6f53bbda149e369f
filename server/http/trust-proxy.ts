import { isIP } from 'node:net';

/**
 * Whose X-Forwarded-For to believe: nobody (the socket's address is the client), the number of
 * proxies in front of the server, or their addresses. Never everyone: a client could then name
 * any address it likes in X-Forwarded-For and so escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the usual private ranges, handy for a proxy on the same host or network.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** `1` (a hop count) or `10.0.0.5, 10.1.0.0/16`; unset or `0` is off. Undefined when malformed. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * As Fastify takes it. Fastify 5 reads a bare number as "trust nobody", so a hop count becomes a
 * function of the hop's position (0 is the socket). A hop count trusts whoever connects, so it
 * is only safe when the server can be reached through its proxies alone; addresses are safer.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
