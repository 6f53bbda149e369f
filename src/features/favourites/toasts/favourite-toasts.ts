import { createErrorToasts } from '../../../lib/errors/error-toasts';

/**
 * Failed favourite changes, waiting to be shown. Hearts and cards live in many places (cards,
 * header modal, account page) and may unmount as the list refetches; one toaster shows them.
 */
export const favouriteToasts = createErrorToasts();
export const showFavouriteError = favouriteToasts.show;
