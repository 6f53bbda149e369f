/** Every path the product links to (SPEC §2). Links use these, never string literals. */
export const HOME = '/';
export const BUY = '/buy';
export const FAQS = '/help/faqs';
export const FIND_MY_CAR = '/help/find-my-car';
export const REQUEST_A_CAR = '/help/request-a-car';
export const SELL = '/help/self';
export const CAR_DETAIL = (slug: string) => `/car/${encodeURIComponent(slug)}`;
/** A car's own flows, each started from its page's call-to-action panel. */
export const CAR_TEST_DRIVE = '/car/$slug/test-drive';
/** The car's financing index: the calculator, apply for financing, pay cash, prequalify. */
export const CAR_FINANCING = '/car/$slug/financing';
/** Prequalification (SPEC §2); `?car=<slug>` leads back to the car it was started from. */
export const PREQUALIFY = '/financing/prequalify';
export const CAR_RESERVE = '/car/$slug/reserve';
export const USER_SETTINGS = '/user/settings';
export const USER_TESTDRIVES = '/user/test-drive';
export const USER_BUYING = '/user/buy';
export const USER_SELLING = '/user/sell';
/** The edit-selling page of one request (SPEC §2). */
export const USER_SELLING_EDIT = '/user/sell/$id/edit';
export const USER_FAVORITES = '/user/favorites';
export const APP_DOWNLOAD = '/app';
/** The staff console: its own screens, shown only to accounts holding a staff role. */
export const OPS = '/ops';
export const OPS_SELL_REQUESTS = '/ops/sell-requests';
export const OPS_STAFF = '/ops/staff';
export const OPS_INVENTORY = '/ops/inventory';
export const OPS_NEW_CAR = '/ops/inventory/new';
export const OPS_EDIT_CAR = '/ops/inventory/$carId/edit';
export const OPS_SCHEDULE = '/ops/schedule';
export const TERMS = '/help/terms-and-conditions';
export const ERROR = '/error';
export const NOT_FOUND = '/404';
/** Authentication screens; the e-mailed links open confirm-email and reset-password with a token. */
export const AUTH_SIGN_IN = '/auth/sign-in';
export const AUTH_REGISTER = '/auth/register';
export const AUTH_FORGOT_PASSWORD = '/auth/forgot-password';
export const AUTH_CONFIRM_EMAIL = '/auth/confirm-email';
export const AUTH_RESET_PASSWORD = '/auth/reset-password';

/**
 * A path of this site to return to after signing in, or home. Only a same-origin path: an address
 * in a link must never send a freshly signed-in user to another site.
 */
export function safeReturnPath(path: string | undefined): string {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : HOME;
}

/** The staff console's log of every change staff made (admin). */
export const OPS_AUDIT = '/ops/audit';

/** The staff console's inbox of every lead: questions, car requests, financing, newsletter (operator, admin). */
export const OPS_LEADS = '/ops/leads';
