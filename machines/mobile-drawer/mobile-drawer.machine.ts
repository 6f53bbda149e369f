import { setup } from 'xstate';

/** The drawer's expandable groups; only one is open at a time. */
export type DrawerSection = 'language' | 'currency';

export type MobileDrawerEvent =
  { type: 'drawer.toggle' } | { type: 'drawer.close' } | { type: 'section.toggle'; section: DrawerSection } | { type: 'route.changed' };

/**
 * The narrow-screen navigation drawer. Navigating anywhere closes it, and its accordions
 * open one at a time: opening a section collapses the other, toggling the open one collapses it.
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
        collapsed: {
          on: {
            'section.toggle': [
              { guard: { type: 'isSection', params: { section: 'language' } }, target: 'language' },
              { guard: { type: 'isSection', params: { section: 'currency' } }, target: 'currency' },
            ],
          },
        },
        language: {
          on: {
            'section.toggle': [
              { guard: { type: 'isSection', params: { section: 'language' } }, target: 'collapsed' },
              { guard: { type: 'isSection', params: { section: 'currency' } }, target: 'currency' },
            ],
          },
        },
        currency: {
          on: {
            'section.toggle': [
              { guard: { type: 'isSection', params: { section: 'currency' } }, target: 'collapsed' },
              { guard: { type: 'isSection', params: { section: 'language' } }, target: 'language' },
            ],
          },
        },
      },
    },
  },
});
