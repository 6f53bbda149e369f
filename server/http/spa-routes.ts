// Paths the SPA renders (SPEC §2 route constants plus the account, sign-in and staff console screens).
// Anything else still gets the SPA, but with status 404 so crawlers do not index it.
const pages = new Set([
  '/',
  '/index.html',
  '/buy',
  '/financing/prequalify',
  '/help/faqs',
  '/help/find-my-car',
  '/help/request-a-car',
  '/help/self',
  '/app',
  '/help/terms-and-conditions',
  '/error',
  '/404',
]);

const pagePatterns = [/^\/newsletter\/(?:confirm|unsubscribe)$/, /^\/car\/[^/]+(?:\/(?:test-drive|financing|reserve))?$/, /^\/user(\/.+)?$/, /^\/auth(\/.+)?$/, /^\/ops(?:\/(?:sell-requests|staff|inventory|schedule|audit|leads|inventory\/new|inventory\/[^/]+\/edit))?$/, /^\/ops\/inventory\/[1-9]\d{0,8}\/pictures$/];

export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return pages.has(path) || pagePatterns.some((pattern) => pattern.test(path));
}
