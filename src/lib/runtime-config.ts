// zod/mini: the same schemas as zod, tree-shakable, so the first page load stays small.
import * as z from 'zod/mini';

const firebaseWebConfigSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  // Present only when Google sign-in goes to the Firebase Auth emulator (development, tests).
  emulatorUrl: z.optional(z.string().check(z.minLength(1))),
});

export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/**
 * Google sign-in's settings from `window.__OLA_CONFIG__.firebase` (served as /config.js);
 * undefined, meaning no Google sign-in, when absent or malformed.
 */
export function readFirebaseWebConfig(): FirebaseWebConfig | undefined {
  const source = (globalThis as { __OLA_CONFIG__?: { firebase?: unknown } }).__OLA_CONFIG__?.firebase;
  const parsed = firebaseWebConfigSchema.safeParse(source);
  return parsed.success ? parsed.data : undefined;
}
