/** SPEC §9: error toasts live 4000 ms. */
export const TOAST_DURATION_MS = 4000;

/** Sticky toasts stay until dismissed; Radix treats an Infinity duration as "never auto-close". */
export const toastDuration = ({ duration, sticky }: { duration?: number; sticky?: boolean }): number =>
  sticky ? Infinity : (duration ?? TOAST_DURATION_MS);
