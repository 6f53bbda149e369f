import { describe, expect, it } from 'vitest';
import { calendarFile } from './calendar-file';

describe('the inspection calendar file', () => {
  it('holds one event in UTC with its place, text escaped, lines ended by CRLF', () => {
    const file = calendarFile({
      uid: 'request-1',
      startsAt: '2026-03-11T09:00:00-04:00',
      endsAt: '2026-03-11T10:00:00-04:00',
      summary: 'Inspección de tu carro',
      location: 'Ola Cars Piantini, Av. Abraham Lincoln 1003; Santo Domingo',
      now: new Date('2026-03-10T15:00:00Z'),
    });
    const lines = file.split('\r\n');
    expect(lines).toContain('DTSTART:20260311T130000Z');
    expect(lines).toContain('DTEND:20260311T140000Z');
    expect(lines).toContain('DTSTAMP:20260310T150000Z');
    expect(lines).toContain('SUMMARY:Inspección de tu carro');
    expect(lines).toContain('LOCATION:Ola Cars Piantini\\, Av. Abraham Lincoln 1003\\; Santo Domingo');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
