import type { Db } from '../db/client.ts';
import { carCountsByStatus, driveConversion, inspectionCount, offerPromiseCounts, testDriveCount } from '../db/queries/ops-dashboard.ts';
import { addDays, localDateAt, localTime } from '../selling/local-date.ts';
import { offerDueAt } from '../selling/sell-offer.ts';
import type { StaffRole } from './staff-operations.ts';

/** Due within this many hours: the appraisers' cue to offer now. */
export const DUE_SOON_HOURS = 6;
export const CONVERSION_DAYS = 30;
/** How long after an inspection starts its offer is due, by the rule of sell-offer.ts. */
const DUE_AFTER_START_HOURS = offerDueAt(new Date(0)).getTime() / 3_600_000;

/**
 * Which roles own each block of the console's home: the inventory's to operators, the sellers' to
 * appraisers; an admin sees them all. A block another role does not own is not even computed.
 */
export const DASHBOARD_BLOCKS = {
  carsByStatus: ['operator', 'admin'],
  offerPromise: ['appraiser', 'admin'],
  testDrivesToday: ['operator', 'admin'],
  inspectionsToday: ['appraiser', 'admin'],
  driveConversion: ['operator', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

type Block = keyof typeof DASHBOARD_BLOCKS;

/** Today in Santo Domingo, as the instants it starts and ends. */
export function localDayAround(now: Date): { from: Date; to: Date } {
  const today = localDateAt(now);
  return { from: new Date(localTime(today, 0)), to: new Date(localTime(addDays(today, 1), 0)) };
}

/** The console's home for `roles` at `now`: counts only, null for each block the roles do not own. */
export async function opsDashboard(db: Db, roles: readonly StaffRole[], now: Date) {
  const owns = (block: Block) => roles.some((role) => (DASHBOARD_BLOCKS[block] as readonly StaffRole[]).includes(role));
  const when = <T>(block: Block, work: () => Promise<T>): Promise<T | null> => (owns(block) ? work() : Promise.resolve(null));
  const today = localDayAround(now);
  const since = new Date(now.getTime() - CONVERSION_DAYS * 86_400_000);
  const [carsByStatus, offerPromise, testDrivesToday, inspectionsToday, conversion] = await Promise.all([
    when('carsByStatus', () => carCountsByStatus(db)),
    when('offerPromise', () => offerPromiseCounts(db, now, DUE_AFTER_START_HOURS, DUE_SOON_HOURS)),
    when('testDrivesToday', () => testDriveCount(db, today.from, today.to)),
    when('inspectionsToday', () => inspectionCount(db, today.from, today.to)),
    when('driveConversion', () => driveConversion(db, since, now)),
  ]);
  const driveConversionBlock = conversion && { ...conversion, ratio: conversion.drives === 0 ? null : conversion.purchases / conversion.drives };
  return { carsByStatus, offerPromise, testDrivesToday, inspectionsToday, driveConversion: driveConversionBlock };
}
