/** The catalogs of lingui.config.ts (SPEC §1's namespaces). */
export type Namespace =
  | 'app'
  | 'common'
  | 'home'
  | 'landing'
  | 'listing'
  | 'car-detail'
  | 'car-detail.flows'
  | 'faqs'
  | 'find-my-car'
  | 'request-a-car'
  | 'sell'
  | 'terms-and-conditions'
  | 'user'
  | 'miscellaneous'
  | 'ops';

/** What the header, footer and problem pages speak: awaited before the first paint of any screen. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['app', 'common'];
