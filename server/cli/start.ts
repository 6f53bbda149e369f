import { buildSpaIfStale } from '../http/spa-build.ts';

// `npm start`: the way to run everything from a fresh checkout, with the production build of the
// SPA and, unless NODE_ENV says otherwise, development mode: the mailbox and the local Auth
// emulator, which the config allows only on a loopback HOST.
process.env.NODE_ENV ??= 'development';
try {
  await buildSpaIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../main.ts');
