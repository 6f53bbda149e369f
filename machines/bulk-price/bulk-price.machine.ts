import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { BULK_PRICE_LIMITS } from '../../common/validation/staff';
import { type BulkPriceChange, bulkPriceForm, type BulkPriceValues, type PricePreview } from './bulk-price-form';

export type BulkPriceEvent =
  | { type: 'selection.toggle'; carId: string }
  | { type: 'selection.clear' }
  | { type: 'bulk.start' }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.back' }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.finish' };

export type BulkPriceContext = {
  /** The cars ticked in the list, in the order they were ticked. */
  selected: string[];
  /** The change previewed, and what it would do to each car. */
  change: BulkPriceChange | null;
  preview: PricePreview[];
  /** What the last refused change answered; the feature words it in a toast. */
  error: unknown;
};

function valuesOf({ selected, change }: BulkPriceContext): BulkPriceValues {
  if (change?.amount !== undefined) return { carIds: selected, mode: 'amount', value: String(change.amount) };
  return { carIds: selected, mode: 'percent', value: change?.percent === undefined ? '' : String(change.percent) };
}

/**
 * Changing many prices at once in the staff console: cars are ticked, a percentage or an amount is
 * typed (the form machine, whose submission asks the server for the preview), the preview shows old
 * and new price per car, and only its confirmation changes them. A refusal keeps the preview.
 */
export const bulkPriceMachine = setup({
  types: {
    context: {} as BulkPriceContext,
    events: {} as BulkPriceEvent,
    tags: {} as 'busy',
    children: {} as { bulkPriceForm: 'bulkPriceForm' },
  },
  actors: {
    bulkPriceForm,
    changePrices: fromPromise<void, BulkPriceChange>(async () => {
      throw new Error('changePrices is provided by the staff console');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    mayTick: ({ context, event }) => {
      assertEvent(event, 'selection.toggle');
      return context.selected.includes(event.carId) || context.selected.length < BULK_PRICE_LIMITS.maxCars;
    },
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'selection.toggle');
        return context.selected.includes(event.carId) ? context.selected.filter((id) => id !== event.carId) : [...context.selected, event.carId];
      },
    }),
    clear: assign({ selected: [], change: null, preview: [] }),
    forgetChange: assign({ change: null, preview: [] }),
    keepPreview: assign((_, params: { change: BulkPriceChange; preview: PricePreview[] }) => ({ change: params.change, preview: params.preview })),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and refetches the list; the machine only says when.
    announceFailure: () => undefined,
    pricesChanged: () => undefined,
  },
}).createMachine({
  id: 'bulkPrice',
  context: { selected: [], change: null, preview: [], error: null },
  initial: 'selecting',
  on: { 'selection.clear': { target: '.selecting', actions: 'clear' } },
  states: {
    selecting: {
      on: {
        'selection.toggle': { guard: 'mayTick', actions: ['toggle', 'forgetChange'] },
        'bulk.start': { guard: 'hasSelection', target: 'composing' },
      },
    },
    composing: {
      on: { 'bulk.cancel': 'selecting' },
      invoke: {
        id: 'bulkPriceForm',
        src: 'bulkPriceForm',
        // Back from the preview, the box holds the change previewed.
        input: ({ context }) => ({ values: valuesOf(context) }),
        onDone: { target: 'reviewing', actions: { type: 'keepPreview', params: ({ event }) => ({ change: event.output.values, preview: event.output.result }) } },
      },
    },
    reviewing: { on: { 'bulk.back': 'composing', 'bulk.confirm': 'applying' } },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'changePrices',
        src: 'changePrices',
        input: ({ context }) => context.change!,
        onDone: { target: 'applied', actions: 'pricesChanged' },
        onError: { target: 'reviewing', actions: [{ type: 'rememberError', params: ({ event }) => ({ error: event.error }) }, 'announceFailure'] },
      },
    },
    applied: { on: { 'bulk.finish': { target: 'selecting', actions: 'clear' } } },
  },
});
