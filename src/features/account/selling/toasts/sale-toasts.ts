import { createErrorToasts } from '../../../../lib/errors/error-toasts';

/** Refused cancels and deletes: a card may unmount as the list refetches, so the page's toaster shows them. */
export const saleToasts = createErrorToasts();
export const showSaleError = saleToasts.show;
