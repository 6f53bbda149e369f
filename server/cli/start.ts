import { buildSpaIfStale } from '../http/spa-build.ts';

// `npm start`: the production-like way to run everything from a fresh checkout.
try {
  await buildSpaIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../main.ts');
