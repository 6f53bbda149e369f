import { setup } from 'xstate';

/** The drawer's expandable groups; only one is open at a time. */
export type DrawerSection = 'account' | 'language' | 'currency';

export type MobileDrawerEvent =
  { type: 'drawer.toggle' } | { type: 'drawer.close' } | { type: 'section.toggle'; section: DrawerSection } | { type: 'route.changed' };

const opens = (section: DrawerSection) => ({ guard: { type: 'isSection' as const, params: { section } }, target: section });
const closes = (section: DrawerSection) => ({ guard: { type: 'isSection' as const, params: { section } }, target: 'collapsed' });
const opensAny = [opens('account'), opens('language'), opens('currency')];

/**
 * The narrow-screen navigation drawer. Navigating anywhere closes it, and its accordions
 * open one at a time: opening a section (the signed-in account, language, currency) collapses the others, toggling the open one collapses it.
 */
export const mobileDrawerMachine = setup({
  types: {
    events: {} as MobileDrawerEvent,
    tags: {} as 'open',
  },
  guards: {
    isSection: ({ event }, params: { section: DrawerSection }) => event.type === 'section.toggle' && event.section === params.section,
  },
}).createMachine({
  id: 'mobileDrawer',
  initial: 'closed',
  states: {
    closed: {
      on: { 'drawer.toggle': 'open' },
    },
    open: {
      tags: ['open'],
      initial: 'collapsed',
      on: {
        'drawer.toggle': 'closed',
        'drawer.close': 'closed',
        'route.changed': 'closed',
      },
      states: {
        collapsed: { on: { 'section.toggle': opensAny } },
        account: { on: { 'section.toggle': [closes('account'), opens('language'), opens('currency')] } },
        language: { on: { 'section.toggle': [closes('language'), opens('account'), opens('currency')] } },
        currency: { on: { 'section.toggle': [closes('currency'), opens('account'), opens('language')] } },
      },
    },
  },
});
