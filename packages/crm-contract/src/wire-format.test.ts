import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fromCrmDateTime, toCrmDateTime } from './wire-format.js';

describe('CRM date-time wire format', () => {
  it('writes Stockholm wall time, whatever zone the value is in', () => {
    expect(toCrmDateTime(Temporal.Instant.from('2026-01-15T08:05:09Z'))).toBe('2026-01-15 09:05:09');
    expect(toCrmDateTime(Temporal.Instant.from('2026-07-15T08:05:09Z'))).toBe('2026-07-15 10:05:09');
    expect(toCrmDateTime(Temporal.ZonedDateTime.from('2026-07-15T08:05:09[America/New_York]'))).toBe('2026-07-15 14:05:09');
  });

  it('drops fractions of a second', () => {
    expect(toCrmDateTime(Temporal.Instant.from('2026-01-15T08:05:09.999Z'))).toBe('2026-01-15 09:05:09');
  });

  it('reads the CRM format, with a T, without seconds, and with blanks around it', () => {
    const expected = '2026-11-23T10:00:00+01:00[Europe/Stockholm]';
    for (const text of ['2026-11-23 10:00:00', '2026-11-23T10:00:00', '2026-11-23 10:00', ' 2026-11-23 10:00:00 ']) {
      expect(fromCrmDateTime(text)?.toString(), text).toBe(expected);
    }
  });

  it('reads a leap day only in a leap year', () => {
    expect(fromCrmDateTime('2028-02-29 12:00:00')).not.toBeNull();
    expect(fromCrmDateTime('2026-02-29 12:00:00')).toBeNull();
  });

  it('reads a text it has read before as the same value, also after more texts than it keeps', () => {
    const first = fromCrmDateTime('2026-03-29 02:30:00');
    expect(fromCrmDateTime('2026-03-29 02:30:00')).toBe(first);
    for (let minute = 0; minute < 10_000; minute++) {
      const at = Temporal.PlainDateTime.from('2026-01-01T00:00').add({ minutes: minute });
      expect(fromCrmDateTime(at.toString().replace('T', ' '))?.toPlainDateTime().equals(at)).toBe(true);
    }
    expect(fromCrmDateTime('2026-03-29 02:30:00')?.toString()).toBe('2026-03-29T03:30:00+02:00[Europe/Stockholm]');
    expect(fromCrmDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(fromCrmDateTime('2026-02-30 10:00:00')).toBeNull();
  });
});
