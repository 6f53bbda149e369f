import { createErrorToasts } from '../../../../lib/errors/error-toasts';

/** Refused cancels, deletes and restores: a card may unmount as the list refetches, so the page's toaster shows them. */
export const testDriveToasts = createErrorToasts();
export const showTestDriveError = testDriveToasts.show;
