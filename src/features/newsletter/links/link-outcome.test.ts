import { createActor } from 'xstate';
import { expect, it } from 'vitest';
import { newsletterLinkMachine } from '../../../../machines/newsletter/newsletter-link.machine';
import { linkOutcome, OUTCOME_BEFORE_ACTOR } from './link-outcome';

it('a newsletter link’s page, painted before its statechart arrives, shows the machine’s first state', () => {
  expect(linkOutcome(createActor(newsletterLinkMachine, { input: { token: 'token' } }).getSnapshot())).toBe(OUTCOME_BEFORE_ACTOR);
});
