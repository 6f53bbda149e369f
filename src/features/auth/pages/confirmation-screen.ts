import type { ConfirmationActor } from './confirmation-actor';

export type ConfirmationScreen = 'checking' | 'confirmed' | 'sent' | 'invalid';

/** What /auth/confirm-email shows, read from its statechart (without importing it: the page paints before it arrives). */
export const confirmationScreen = (snapshot: ReturnType<ConfirmationActor['getSnapshot']>): ConfirmationScreen =>
  snapshot.matches('checking') ? 'checking' : snapshot.matches('confirmed') ? 'confirmed' : snapshot.matches({ invalid: 'sent' }) ? 'sent' : 'invalid';

/** The machine's first state: what the page shows until the actor exists. */
export const SCREEN_BEFORE_ACTOR: ConfirmationScreen = 'checking';

export const loadResendLinkForm = () => import('./ResendLinkForm');

/** The statechart, fetched once the page is there; the form an invalid link asks for comes beside it. */
export function loadConfirmationActor() {
  void loadResendLinkForm();
  return import('./confirmation-actor');
}
