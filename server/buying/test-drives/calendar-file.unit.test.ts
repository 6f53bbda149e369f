import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, type CalendarEvent } from './calendar-file.ts';

const event: CalendarEvent = {
  uid: '6f1c2a9e-8b7d-4c3e-9a10-2b3c4d5e6f70@olacars.example',
  stamp: new Date('2026-03-09T14:15:30.123Z'),
  startsAt: new Date('2026-03-10T08:00:00-04:00'),
  endsAt: new Date('2026-03-10T09:00:00-04:00'),
  summary: 'Prueba de manejo: Toyota Corolla 2020',
  location: 'Ola Cars Piantini, Av. Abraham Lincoln 1003, Santo Domingo',
  cancelled: false,
};

/** RFC 5545 §3.1: a folded line is joined again by removing each CRLF followed by one space. */
const unfold = (text: string) => text.replace(/\r\n /g, '');
const propertiesOf = (text: string) => unfold(text).split('\r\n').filter(Boolean);

describe('a test drive as a calendar file', () => {
  it('is one VEVENT inside a VCALENDAR, every line ending in CRLF', () => {
    const file = calendarFile(event);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const properties = propertiesOf(file);
    expect(properties.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(properties.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(properties.filter((line) => /^PRODID:.+/.test(line))).toHaveLength(1);
  });

  it('names the drive by its UID and its hour in UTC', () => {
    const properties = propertiesOf(calendarFile(event));
    expect(properties).toContain(`UID:${event.uid}`);
    expect(properties).toContain('DTSTART:20260310T120000Z');
    expect(properties).toContain('DTEND:20260310T130000Z');
    expect(properties).toContain('DTSTAMP:20260309T141530Z');
    expect(properties).toContain('SUMMARY:Prueba de manejo: Toyota Corolla 2020');
    expect(properties).toContain('LOCATION:Ola Cars Piantini\\, Av. Abraham Lincoln 1003\\, Santo Domingo');
    expect(properties).toContain('STATUS:CONFIRMED');
  });

  it('marks a cancelled drive CANCELLED with a later sequence, so a calendar holding it updates', () => {
    const properties = propertiesOf(calendarFile({ ...event, cancelled: true }));
    expect(properties).toContain('STATUS:CANCELLED');
    expect(properties).toContain('SEQUENCE:1');
    expect(propertiesOf(calendarFile(event))).toContain('SEQUENCE:0');
  });
});

describe('text values', () => {
  it('escape backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('Calle 5, No. 3; apto. 2\\B\r\nsegundo piso\nfondo')).toBe('Calle 5\\, No. 3\\; apto. 2\\\\B\\nsegundo piso\\nfondo');
  });

  it('hold no other control character', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('a b c d e\tf');
  });
});

describe('folding', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('keeps every line within 75 octets, never cuts a character, and unfolds to the original', () => {
    const location = `LOCATION:${escapeText('Calle Padre Billini esquina Arzobispo Meriño, Zona Colonial, Santo Domingo: ñandú, café y pingüino 🚗 '.repeat(3))}`;
    const folded = foldLine(location);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(location);
  });

  it('folds long values inside the whole file', () => {
    const file = calendarFile({ ...event, location: 'Sector Arroyo Hondo, calle Camino Chiquito número 45, referencia: frente al colmado' });
    expect(file.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(propertiesOf(file)).toContain('LOCATION:Sector Arroyo Hondo\\, calle Camino Chiquito número 45\\, referencia: frente al colmado');
  });
});
