import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { appInstallMachine } from '../../../machines/app-install/app-install.machine';
import { installView, VIEW_BEFORE_ACTOR } from './install-view';

it('the /app page, painted before its statechart arrives, shows the machine’s first state', () => {
  const actor = createActor(appInstallMachine, { input: { standalone: false, appleMobile: false } });
  expect(installView(actor.getSnapshot())).toBe(VIEW_BEFORE_ACTOR);
});
