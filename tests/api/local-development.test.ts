import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphql } from './support/graphql.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// What `npm start` and `npm run dev` give a developer (NODE_ENV=development on loopback), and
// that the Auth emulator started for it never outlives the server, however the server ends.
// The emulator's own start limit (auth-emulator.ts) is 120 s; it logs either way before this.
const EMULATOR_READY_MS = 150_000;
const EMULATOR_GONE_MS = 10_000;

let server: ServerProcess;
let emulatorHost: string;
beforeAll(async () => {
  server = await startServerProcess({ NODE_ENV: 'development' });
  const ready = await server.logLine((line) => line.msg === 'Firebase Auth emulator ready for Google sign-in', EMULATOR_READY_MS);
  emulatorHost = String(ready.host);
}, 400_000);
afterAll(() => server?.stop());

const answers = (host: string) =>
  fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, () => false);

describe('explicit development mode on loopback', () => {
  it('serves the mailbox, introspection and the local Auth emulator', async () => {
    expect((await fetch(`${server.url}/dev/mailbox`, { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await postGraphql(server.url, '{ __schema { queryType { name } } }')).body.errors).toBeUndefined();
    expect(await (await fetch(`${server.url}/config.js`)).text()).toContain(`"emulatorUrl":"http://${emulatorHost}"`);
    expect(await answers(emulatorHost)).toBe(true);
  });

  // Last: it ends the server.
  it('takes the emulator down within seconds when the server is killed with SIGKILL', async () => {
    process.kill(server.pid, 'SIGKILL');
    const deadline = Date.now() + EMULATOR_GONE_MS;
    while ((await answers(emulatorHost)) && Date.now() < deadline) await delay(200);
    expect(await answers(emulatorHost)).toBe(false);
  }, 30_000);
});
