import { describe, expect, it } from 'vitest';
import { checkCalendarUrl, normalizeCalendarUrl } from './settings.js';

describe('the calendar address', () => {
  it('reads webcal as https and trims', () => {
    expect(normalizeCalendarUrl('  webcal://p01-caldav.icloud.com/published/2/abc ')).toBe(
      'https://p01-caldav.icloud.com/published/2/abc',
    );
  });

  it('wants an http(s) or webcal address with a host', () => {
    expect(checkCalendarUrl('')).toEqual({ kind: 'required' });
    expect(checkCalendarUrl('calendar.google.com/x.ics')).toEqual({ kind: 'not-a-calendar-address' });
    expect(checkCalendarUrl('ftp://example.se/a.ics')).toEqual({ kind: 'not-a-calendar-address' });
    expect(checkCalendarUrl('https://')).toEqual({ kind: 'not-a-calendar-address' });
    expect(checkCalendarUrl(`https://example.se/${'a'.repeat(2000)}`)).toEqual({ kind: 'too-long', max: 2000 });
    expect(checkCalendarUrl('https://calendar.google.com/calendar/ical/x%40group/private-abc/basic.ics')).toBeUndefined();
    expect(checkCalendarUrl('webcal://outlook.office365.com/owa/calendar/a/b/calendar.ics')).toBeUndefined();
  });
});
