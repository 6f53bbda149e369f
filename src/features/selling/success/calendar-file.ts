/** An inspection as a calendar event: the booked hour window and where it happens. */
export type CalendarEvent = { uid: string; startsAt: string; endsAt: string; summary: string; location: string; description?: string; now?: Date };

// RFC 5545: UTC times as 20260311T130000Z; commas, semicolons, backslashes and new lines escaped in text.
const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The .ics file 'Añadir al calendario' downloads: one VEVENT with DTSTART/DTEND in UTC. */
export function calendarFile({ uid, startsAt, endsAt, summary, location, description, now = new Date() }: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ola Cars//Sell inspection//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(uid)}@olacars`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(startsAt)}`,
    `DTEND:${utc(endsAt)}`,
    `SUMMARY:${text(summary)}`,
    `LOCATION:${text(location)}`,
    ...(description ? [`DESCRIPTION:${text(description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
