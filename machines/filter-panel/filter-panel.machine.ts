import { emit, setup } from 'xstate';

export type FilterPanelEvent =
  | { type: 'panel.open' }
  | { type: 'panel.close' }
  | { type: 'panel.apply' }
  | { type: 'panel.clear' }
  | { type: 'viewport.wide' };

/**
 * The narrow-screen filter drawer. Choices inside it apply to the URL at once, so "apply" only
 * closes it; "clear" empties the filters and keeps it open for new choices. Growing past the
 * narrow layout closes it, since the filters then sit beside the results.
 */
export const filterPanelMachine = setup({
  types: {
    events: {} as FilterPanelEvent,
    emitted: {} as { type: 'filters.clear' },
    tags: {} as 'open',
  },
  actions: {
    // The screen listens and drops every filter but the search and the order.
    clearFilters: emit({ type: 'filters.clear' as const }),
  },
}).createMachine({
  id: 'filterPanel',
  initial: 'closed',
  states: {
    closed: {
      on: { 'panel.open': 'open' },
    },
    open: {
      tags: ['open'],
      on: {
        'panel.close': 'closed',
        'panel.apply': 'closed',
        'viewport.wide': 'closed',
        'panel.clear': { actions: 'clearFilters' },
      },
    },
  },
});
