/** The time every token and rate-limit decision uses; tests pass their own to move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** Whole seconds from `now` until `later`, at least 1 so a client never retries at once. */
export const secondsUntil = (later: Date, now: Date): number => Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
