import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SERVICES, aBookableService, aCustomerProfile } from './builders.js';
import { BREAK_MINUTE_CHOICES, defaultServiceId, defaultStart, newDraft } from './defaults.js';

const at = (wall: string) => Temporal.ZonedDateTime.from(`${wall.replace(' ', 'T')}[Europe/Stockholm]`);
const startOf = (wall: string) => {
  const { date, start } = defaultStart(at(wall));
  return `${date.toString()} ${start.toString().slice(0, 5)}`;
};

describe('defaultStart (spec 1 §3)', () => {
  it('is 08:00 the next day until the hour is past 8', () => {
    expect(startOf('2026-11-23 00:00')).toBe('2026-11-24 08:00');
    expect(startOf('2026-11-23 07:59')).toBe('2026-11-24 08:00');
    expect(startOf('2026-11-23 08:59:59')).toBe('2026-11-24 08:00');
  });

  it('from 09:00 is the next 5-minute slot plus 5 minutes, the next day', () => {
    expect(startOf('2026-11-23 09:00')).toBe('2026-11-24 09:10');
    expect(startOf('2026-11-23 09:01')).toBe('2026-11-24 09:10');
    expect(startOf('2026-11-23 09:04:59')).toBe('2026-11-24 09:10');
    expect(startOf('2026-11-23 14:37')).toBe('2026-11-24 14:45');
  });

  it('passes midnight late in the evening', () => {
    expect(startOf('2026-11-23 23:49')).toBe('2026-11-24 23:55');
    expect(startOf('2026-11-23 23:50')).toBe('2026-11-25 00:00');
    expect(startOf('2026-12-31 23:58')).toBe('2027-01-02 00:05');
  });

  it('reads the time in Stockholm whatever the zone it is given in', () => {
    const utc = Temporal.ZonedDateTime.from('2026-11-23T08:30:00[UTC]');
    expect(defaultStart(utc).start.toString()).toBe('09:40:00');
  });
});

describe('defaultServiceId', () => {
  it('takes a service whose name contains Tele, else the first, else none', () => {
    const { telephone, onSite, video } = SAMPLE_SERVICES;
    expect(defaultServiceId([onSite, video, telephone])).toBe(telephone.id);
    expect(defaultServiceId([video, onSite])).toBe(video.id);
    expect(defaultServiceId([aBookableService({ id: 'x', name: 'Distanstelefon' }), onSite])).toBe('x');
    expect(defaultServiceId([])).toBeNull();
  });
});

describe('newDraft', () => {
  const now = at('2026-11-23 10:02');

  it('has the defaults of spec 1 §3', () => {
    const draft = newDraft({ now, profile: aCustomerProfile(), key: 'k1' });
    expect(draft).toMatchObject({
      key: 'k1',
      serviceId: null,
      skillId: null,
      requestedInterpreterLevel: 2,
      useProfileAddress: true,
      addressLine: 'Tegnérgatan 23',
      postalCode: '11140',
      city: 'Stockholm',
      careOf: '',
      companyName: 'Stockholms stad – Socialtjänsten Norrmalm',
      files: [],
      breakMinutes: 0,
      editing: null,
      smsReminder: null,
    });
    expect(draft.dates.map(String)).toEqual(['2026-11-24']);
    expect([draft.start.toString(), draft.end.toString()]).toEqual(['10:10:00', '10:40:00']);
  });

  it('offers the break times in order, none first: a new draft’s', () => {
    expect(BREAK_MINUTE_CHOICES).toEqual([0, 15, 30, 45, 60]);
    expect(newDraft({ now, profile: aCustomerProfile(), key: 'k1' }).breakMinutes).toBe(BREAK_MINUTE_CHOICES[0]);
  });

  it('takes a later day chosen in the calendar, and the other length', () => {
    const draft = newDraft({ now, profile: null, key: 'k', date: Temporal.PlainDate.from('2026-12-01'), length: 60 });
    expect(draft.dates.map(String)).toEqual(['2026-12-01']);
    expect([draft.start.toString(), draft.end.toString()]).toEqual(['10:10:00', '11:10:00']);
    expect(draft.addressLine).toBe('');
  });

  it('ignores a chosen day that is not after today', () => {
    const draft = newDraft({ now, profile: null, key: 'k', date: Temporal.PlainDate.from('2026-11-23') });
    expect(draft.dates.map(String)).toEqual(['2026-11-24']);
  });
});
