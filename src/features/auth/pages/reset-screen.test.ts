import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { passwordResetMachine } from '../../../../machines/password-reset/password-reset.machine';
import { RESET_SCREEN_BEFORE_ACTOR, resetScreen } from './reset-screen';

it('/auth/reset-password, painted before its statechart arrives, shows the machine’s first state', () => {
  expect(resetScreen(createActor(passwordResetMachine, { input: { token: 'token' } }).getSnapshot())).toBe(RESET_SCREEN_BEFORE_ACTOR);
});
