import type { ResetActor } from './reset-actor';

export type ResetScreen = 'checking' | 'editing' | 'done' | 'invalid';

/** What /auth/reset-password shows, read from its statechart (without importing it: the page paints before it arrives). */
export const resetScreen = (snapshot: ReturnType<ResetActor['getSnapshot']>) => snapshot.value as ResetScreen;

/** The machine's first state: what the page shows until the actor exists. */
export const RESET_SCREEN_BEFORE_ACTOR: ResetScreen = 'checking';

export const loadNewPasswordForm = () => import('./NewPasswordForm');

/** The statechart, fetched once the page is there; the form a valid link asks for comes beside it. */
export function loadResetActor() {
  void loadNewPasswordForm();
  return import('./reset-actor');
}
