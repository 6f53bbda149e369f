import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '../config.ts';
import { planLocalAuthEmulator, startLocalAuthEmulator } from '../firebase/local-auth-emulator.ts';
import { createLogger } from '../logger.ts';

// `npm run dev`: the API restarts on server changes; Vite serves the SPA with hot reload
// and proxies /graphql, /media and /healthz to the API (see vite.config.ts).
const root = fileURLToPath(new URL('../..', import.meta.url));
// Development mode is what this command is for; saying so is what turns the conveniences on.
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
// Started here, once, rather than by the API: a restart on every server change would sign everyone out.
const { config, port: emulatorPort } = await planLocalAuthEmulator(loadConfigOrExit(env));
if (emulatorPort !== undefined) env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.authEmulatorHost;

function run(script: string, args: string[]): ChildProcess {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code) => stopAll(code ?? 1));
  return child;
}

const children = [
  run('node_modules/tsx/dist/cli.mjs', ['watch', '--clear-screen=false', 'server/main.ts']),
  run('node_modules/vite/bin/vite.js', []),
];

if (emulatorPort !== undefined) void startLocalAuthEmulator(emulatorPort, config, createLogger(config));

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
