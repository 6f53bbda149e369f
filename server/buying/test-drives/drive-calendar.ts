import type { TestDriveView } from '../../db/queries/test-drives.ts';
import { calendarFile } from './calendar-file.ts';

type Drive = TestDriveView['drive'];

/** The home a HOME drive goes to, as people write it: 'Calle Tiradentes 12, Naco'; null at a spot. */
export function homeAddressOf({ place, street, number, sector, reference }: Pick<Drive, 'place' | 'street' | 'number' | 'sector' | 'reference'>): string | null {
  if (place !== 'HOME' || street === null || number === null || sector === null) return null;
  return [`${street} ${number}`, sector, reference].filter(Boolean).join(', ');
}

const SUMMARY = { es: 'Prueba de manejo', en: 'Test drive' } as const;

/**
 * The drive as a calendar file, in the language of its e-mails. Its UID is the drive's id at the
 * public host name, so the file from the e-mail and the one from the success page are one event, and a
 * cancelled drive's file replaces it.
 */
export function driveCalendarFile({ drive, spot, carTitle }: TestDriveView, publicUrl: string): string {
  const summary = drive.locale === 'en' ? SUMMARY.en : SUMMARY.es;
  return calendarFile({
    uid: `${drive.id}@${new URL(publicUrl).hostname}`,
    stamp: drive.updatedAt,
    startsAt: drive.startsAt,
    endsAt: drive.endsAt,
    summary: `${summary}: ${carTitle}`,
    location: homeAddressOf(drive) ?? `${spot.name}, ${spot.address}`,
    cancelled: drive.status === 'CANCELED',
  });
}
