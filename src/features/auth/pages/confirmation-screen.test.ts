import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { emailConfirmationMachine } from '../../../../machines/email-confirmation/email-confirmation.machine';
import { confirmationScreen, SCREEN_BEFORE_ACTOR } from './confirmation-screen';

it('/auth/confirm-email, painted before its statechart arrives, shows the machine’s first state', () => {
  expect(confirmationScreen(createActor(emailConfirmationMachine, { input: { token: 'token' } }).getSnapshot())).toBe(SCREEN_BEFORE_ACTOR);
});
