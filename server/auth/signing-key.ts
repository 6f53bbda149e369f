import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

const KEY_FILE = 'auth-secret';

/** A key of its own for each use of the server key, so no use can stand in for another. */
export function deriveKey(serverKey: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, new Uint8Array(0), purpose, 32));
}

/**
 * The HS256 key for access tokens: AUTH_SECRET when set (always in production). Otherwise a
 * random key kept in DATA_DIR, so a developer's sessions survive a restart and two instances on
 * one data folder agree.
 */
export async function loadSigningKey(config: Pick<Config, 'authSecret' | 'dataDir'>): Promise<Uint8Array> {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  const file = join(config.dataDir, KEY_FILE);
  const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing && existing.length >= 32) return new Uint8Array(existing);
  await mkdir(config.dataDir, { recursive: true });
  // 'wx' fails when another instance wrote the file first; then that instance's key is the one.
  await writeFile(file, randomBytes(32), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return new Uint8Array(await readFile(file));
}
