import type { InspectionSlot } from '../../../machines/sell/sell-values';

export type SlotDay = { day: string; slots: InspectionSlot[]; anyAvailable: boolean };

/** The calendar's days in order, each with its hour windows; the slots' own offset (Santo Domingo) names the day. */
export function slotDays(slots: ReadonlyArray<InspectionSlot>): SlotDay[] {
  const days = new Map<string, InspectionSlot[]>();
  for (const slot of slots) {
    const day = slot.startsAt.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].toSorted(([a], [b]) => a.localeCompare(b)).map(([day, daySlots]) => ({ day, slots: daySlots, anyAvailable: daySlots.some((slot) => slot.available) }));
}
