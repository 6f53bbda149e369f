// An appointment as an RFC 5545 calendar file, for 'add to calendar' buttons and e-mail attachments.

export interface CalendarEvent {
  /** Globally unique and stable, so a calendar updates the event it already holds: 'id@host'. */
  uid: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  cancelled: boolean;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A UTC date-time, '20260310T120000Z' (RFC 5545 §3.3.5, form #2). */
const utc = (instant: Date): string => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as '\n'; other control
 * characters, which TEXT may not hold, become spaces.
 */
export const escapeText = (text: string): string =>
  text
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // oxlint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');

/**
 * Splits a content line into lines of at most 75 octets (§3.1), each continuation starting with a
 * space; a character of several UTF-8 octets is never cut.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A VCALENDAR holding the one event, with CRLF line endings. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ola Cars//Test drives//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    // A later SEQUENCE tells a calendar that already holds the event to take the cancellation.
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
