// Runs one command (the Firebase CLI) and makes sure it never outlives the process that started
// this one. Started with a pipe on stdin: when that parent ends, however it ends (SIGKILL
// included), the kernel closes the pipe, and this ends the command's whole process group (the
// CLI and anything it spawned, e.g. java). Usage: emulator-supervisor <command> [args…]
// Plain Node with erasable types only: it runs without a TypeScript loader.
import { spawn } from 'node:child_process';

const GRACE_MS = 3000;
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: emulator-supervisor <command> [args…]');

// A group of its own, so one signal reaches everything the command starts.
const child = spawn(command, args, { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });

function signalGroup(signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

let ending = false;
function end(): void {
  if (ending) return;
  ending = true;
  // The CLI shuts its emulators down cleanly on SIGTERM, but ignores it while still starting.
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
}

child.on('exit', (code, signal) => {
  // Whatever the CLI left behind in its group goes with it.
  signalGroup('SIGKILL');
  process.exit(code ?? (signal ? 1 : 0));
});
process.stdin.on('end', end);
process.stdin.on('error', end);
process.stdin.resume();
process.on('SIGTERM', end);
process.on('SIGINT', end);
