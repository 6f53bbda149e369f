/**
 * Who does what on the queue, as server/staff/staff-operations.ts allows it (makeSellOffer,
 * listSellRequestCar): the card shows only the actions the account's roles may run.
 */
const OFFER_ROLES = ['appraiser', 'admin'];
const LISTING_ROLES = ['operator', 'admin'];

export const mayMakeOffers = (roles: readonly string[]) => roles.some((role) => OFFER_ROLES.includes(role));
export const mayListCars = (roles: readonly string[]) => roles.some((role) => LISTING_ROLES.includes(role));
