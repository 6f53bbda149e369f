/** Every path the product links to (SPEC §2). Links use these, never string literals. */
export const HOME = '/';
export const BUY = '/buy';
export const FAQS = '/help/faqs';
export const FIND_MY_CAR = '/help/find-my-car';
export const REQUEST_A_CAR = '/help/request-a-car';
export const SELL = '/help/self';
export const CAR_DETAIL = (slug: string) => `/car/${encodeURIComponent(slug)}`;
export const USER_SETTINGS = '/user/settings';
export const USER_TESTDRIVES = '/user/test-drive';
export const USER_BUYING = '/user/buy';
export const USER_SELLING = '/user/sell';
export const USER_FAVORITES = '/user/favorites';
export const APP_DOWNLOAD = '/app';
export const TERMS = '/help/terms-and-conditions';
export const ERROR = '/error';
export const NOT_FOUND = '/404';
