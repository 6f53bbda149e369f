import { assign, fromPromise, setup } from 'xstate';
import type { InspectionPlace, InspectionSlotsRequest } from '../../common/validation/selling-slots';
import { type InspectionSlot, shiftDay, slotRangeFrom } from './sell-values';

/**
 * The inspection calendar of one spot (SPEC §2 Día y hora), shared by the sell wizard's last step
 * and the edit-selling page: it asks for a range of days, says when none has an hour ('No hay horas
 * disponibles para inspecciones') or when they could not be loaded, and pages earlier and later
 * dates, never before the first day on offer. The host tells it another spot, or to ask again when
 * the hour chosen was taken meanwhile.
 */
export type SlotCalendarEvent =
  | { type: 'slots.retry' }
  | { type: 'slots.earlier' }
  | { type: 'slots.later' }
  /** Ask the same dates again: an hour was taken meanwhile. */
  | { type: 'slots.reload' }
  /** Another spot or place: its calendar from the first dates (or those holding the request's own hour there). */
  | { type: 'slots.place'; spotId: string; place: InspectionPlace };

/** An hour this request already holds: offered although its window may be full, since keeping it takes nothing from anyone. */
export type HeldHour = { spotId: string; startsAt: string };

export type SlotCalendarInput = { spotId: string; place: InspectionPlace; now?: Date; held?: HeldHour | null };

export type SlotCalendarContext = {
  spotId: string;
  place: InspectionPlace;
  range: InspectionSlotsRequest['range'];
  /** The first day of the first range, before which nothing is on offer. */
  earliest: string;
  slots: InspectionSlot[];
  held: HeldHour | null;
};

const maxDay = (a: string, b: string) => (a > b ? a : b);
const DAY_MS = 86_400_000;

/**
 * The first date to show at `spotId`: the range holding the request's own hour there, so the page
 * opens on it, in the same steps the paging takes; else the first range.
 */
function firstShown(earliest: string, days: number, spotId: string, held: HeldHour | null): string {
  if (!held || held.spotId !== spotId) return earliest;
  const heldDay = slotRangeFrom(new Date(held.startsAt)).from;
  const pages = Math.floor((Date.parse(heldDay) - Date.parse(earliest)) / DAY_MS / days);
  return pages > 0 ? shiftDay(earliest, pages * days) : earliest;
}

/** The hours as offered here: the request's own hour can be chosen again, so a calendar with it in is not empty. */
const offered = (context: SlotCalendarContext, slots: InspectionSlot[]) =>
  slots.map((slot) => (context.held && context.held.spotId === context.spotId && Date.parse(slot.startsAt) === Date.parse(context.held.startsAt) ? { ...slot, available: true } : slot));

const pageDates = {
  'slots.earlier': { guard: 'earlierOnOffer', target: 'loading', actions: 'showEarlier' },
  'slots.later': { target: 'loading', actions: 'showLater' },
  'slots.reload': 'loading',
} as const;

export const slotCalendarMachine = setup({
  types: {
    context: {} as SlotCalendarContext,
    events: {} as SlotCalendarEvent,
    input: {} as SlotCalendarInput,
    children: {} as { fetchSlots: 'fetchSlots' },
  },
  actors: {
    fetchSlots: fromPromise<InspectionSlot[], InspectionSlotsRequest>(async () => {
      throw new Error('fetchSlots is provided by the sell feature');
    }),
  },
  guards: {
    earlierOnOffer: ({ context }) => context.range.from > context.earliest,
    someSlotAvailable: (_, params: { slots: InspectionSlot[] }) => params.slots.some((slot) => slot.available),
  },
  actions: {
    keepSlots: assign({ slots: (_, params: { slots: InspectionSlot[] }) => params.slots }),
    showEarlier: assign({ range: ({ context }) => ({ ...context.range, from: maxDay(context.earliest, shiftDay(context.range.from, -context.range.days)) }) }),
    showLater: assign({ range: ({ context }) => ({ ...context.range, from: shiftDay(context.range.from, context.range.days) }) }),
    moveTo: assign(({ context }, params: { spotId: string; place: InspectionPlace }) => ({
      ...params,
      range: { ...context.range, from: firstShown(context.earliest, context.range.days, params.spotId, context.held) },
      slots: [],
    })),
  },
}).createMachine({
  id: 'slotCalendar',
  context: ({ input }) => {
    const first = slotRangeFrom(input.now ?? new Date());
    const held = input.held ?? null;
    return { spotId: input.spotId, place: input.place, range: { ...first, from: firstShown(first.from, first.days, input.spotId, held) }, earliest: first.from, slots: [], held };
  },
  on: { 'slots.place': { target: '.loading', reenter: true, actions: { type: 'moveTo', params: ({ event }) => ({ spotId: event.spotId, place: event.place }) } } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchSlots',
        src: 'fetchSlots',
        input: ({ context }) => ({ spotId: context.spotId, place: context.place, range: context.range }),
        onDone: [
          {
            guard: { type: 'someSlotAvailable', params: ({ context, event }) => ({ slots: offered(context, event.output) }) },
            target: 'choosing',
            actions: { type: 'keepSlots', params: ({ context, event }) => ({ slots: offered(context, event.output) }) },
          },
          { target: 'none', actions: { type: 'keepSlots', params: ({ event }) => ({ slots: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    choosing: { on: pageDates },
    // 'No hay horas disponibles para inspecciones': other dates may have some.
    none: { on: pageDates },
    failed: { on: { 'slots.retry': 'loading' } },
  },
});
