import { isIPv4 } from 'node:net';
import type { Config } from './config.ts';

/**
 * True only for addresses no other machine can connect to: 127.0.0.0/8, ::1 and the name
 * localhost. Anything else (0.0.0.0, ::, a LAN address, another name) may be reachable.
 */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost' || address === '::1') return true;
  const ipv4 = address.replace(/^::ffff:/, '');
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}

/** Development or test mode, asked for explicitly: an unset NODE_ENV is never development. */
export function isDevelopmentMode(nodeEnv: Config['nodeEnv']): boolean {
  return nodeEnv === 'development' || nodeEnv === 'test';
}

/** A demo- project exists only in the emulator: firebase-tools never asks Google about it. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

/** The shortcuts a developer's machine gets and a deployment must never expose. */
export interface DevelopmentConveniences {
  /** /dev/mailbox, every sent e-mail with its live links. */
  mailbox: boolean;
  /** A Firebase Auth emulator this server starts: it vouches for any "Google" identity. */
  localAuthEmulator: boolean;
  /** Introspection, field suggestions and GraphiQL. */
  schemaTools: boolean;
  /** The staff console's demo admin with its documented password (server/staff/demo-admin.ts). */
  demoAdmin: boolean;
}

/**
 * The one decision over the development conveniences (SECURITY.md row 15): explicit development
 * mode on loopback, and never beside what a deployment has (real SMTP, a real Firebase project).
 * Read from the config rather than stored in it, so a config changed for a test decides alike.
 */
export function developmentConveniences(config: Pick<Config, 'nodeEnv' | 'host' | 'smtpUrl' | 'firebase' | 'firebaseEmulator'> & Partial<Pick<Config, 'demoAdmin'>>): DevelopmentConveniences {
  const on = isDevelopmentMode(config.nodeEnv) && isLoopbackHost(config.host);
  const { apiKey, projectId, authEmulatorHost } = config.firebase;
  const realFirebase = apiKey !== undefined || !isDemoProject(projectId);
  return {
    mailbox: on && !config.smtpUrl,
    localAuthEmulator: on && !realFirebase && !authEmulatorHost && config.firebaseEmulator === 'on',
    schemaTools: on,
    demoAdmin: on && config.demoAdmin === 'on',
  };
}
