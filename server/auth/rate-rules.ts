import type { RateRule } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SECURITY.md row 6, one rule per counter. Subjects: `email|ip`, `ip`, `email` or a user id. */
export const rateRules = {
  /** Failed sign-ins for one account from one address; a success clears it. */
  signInPerEmailAndIp: { name: 'sign-in:email-ip', limit: 10, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, whichever accounts. */
  signInPerIp: { name: 'sign-in:ip', limit: 100, windowSeconds: DAY },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: HOUR },
  resetPerEmail: { name: 'reset:email', limit: 5, windowSeconds: HOUR },
  resetPerIp: { name: 'reset:ip', limit: 20, windowSeconds: HOUR },
  resendPerEmail: { name: 'resend:email', limit: 5, windowSeconds: HOUR },
  /** Refresh and sign-out: clients refresh every 15 minutes per tab, so this is generous. */
  sessionPerIp: { name: 'session:ip', limit: 600, windowSeconds: HOUR },
  socialSignInPerIp: { name: 'social-sign-in:ip', limit: 100, windowSeconds: HOUR },
  /** Following e-mailed links; the tokens cannot be guessed, this only caps the noise. */
  linkPerIp: { name: 'link:ip', limit: 100, windowSeconds: HOUR },
  /** Guesses at the current password by whoever holds a session. */
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowSeconds: 15 * MINUTE },
  profilePerUser: { name: 'profile:user', limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;
