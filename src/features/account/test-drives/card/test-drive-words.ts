import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TestDrive } from '../api/test-drives-query';

/** The API's test drive statuses, as the buyer reads them; an unknown one is shown as sent. */
export const STATUS_WORDS: Record<string, MessageDescriptor> = {
  SCHEDULED: msg`Programada`,
  COMPLETED: msg`Completada`,
  CANCELED: msg`Cancelada`,
};

/** Where the drive starts, as its card says it (SPEC §3: the location may be not assigned). */
export type DrivePlace =
  | { kind: 'home'; address: string; outsideCoverage: boolean }
  | { kind: 'spot'; name: string; address: string }
  | { kind: 'unassigned' };

type Placed = Pick<TestDrive, 'place' | 'spot' | 'address' | 'outsideCoverage'>;

/** A drive at home starts at the buyer's address; one at a spot where the spot is (its address names its city), once one is assigned. */
export function drivePlace({ place, spot, address, outsideCoverage }: Placed): DrivePlace {
  if (place === 'HOME' && address) return { kind: 'home', address: `${address.street} ${address.number}, ${address.sector}`, outsideCoverage };
  if (!spot) return { kind: 'unassigned' };
  return { kind: 'spot', name: spot.name, address: spot.address };
}

const SANTO_DOMINGO = 'America/Santo_Domingo';

/**
 * The drive's day and hour window in the reader's language at Santo Domingo's hour, whatever the
 * browser's zone: 'lunes, 2 de marzo de 2026, 8:00 – 9:00 a. m.'.
 */
export function driveWindow(startsAt: string, endsAt: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-DO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SANTO_DOMINGO,
  });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}
