import { createErrorToasts } from '../../../lib/errors/error-toasts';

/** Refused revokes: the role's chip may unmount as the list refetches, so the page's toaster shows them. */
export const opsToasts = createErrorToasts();
