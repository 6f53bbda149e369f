import { createActor, fromPromise } from 'xstate';
import { newsletterLinkMachine } from '../../../../machines/newsletter/newsletter-link.machine';
import { inspect } from '../../../lib/inspector';
import { followNewsletterLink, type NewsletterLinkKind } from '../api/newsletter-requests';

const machines = {
  confirm: newsletterLinkMachine.provide({ actors: { followLink: fromPromise(({ input }) => followNewsletterLink.confirm(input.token)) } }),
  unsubscribe: newsletterLinkMachine.provide({ actors: { followLink: fromPromise(({ input }) => followNewsletterLink.unsubscribe(input.token)) } }),
};

/** The link's statechart, apart from the page so that the page paints before xstate arrives. */
export const createLinkActor = (kind: NewsletterLinkKind, token: string) => createActor(machines[kind], { input: { token }, inspect });

export type LinkActor = ReturnType<typeof createLinkActor>;
