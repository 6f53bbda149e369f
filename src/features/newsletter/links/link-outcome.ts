import type { LinkActor } from './link-actor';

export type LinkOutcome = 'following' | 'done' | 'refused' | 'failed';

/** What the link's page shows, read from its statechart (without importing it: the page paints before it arrives). */
export const linkOutcome = (snapshot: ReturnType<LinkActor['getSnapshot']>): LinkOutcome =>
  snapshot.matches('done') ? 'done' : snapshot.matches('refused') ? 'refused' : snapshot.matches('failed') ? 'failed' : 'following';

/** The machine's first state: what the page shows until the actor exists. */
export const OUTCOME_BEFORE_ACTOR: LinkOutcome = 'following';

/** The link's statechart, fetched once the page is there. */
export const loadLinkActor = () => import('./link-actor');
