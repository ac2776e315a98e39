import { describe, expect, it } from 'vitest';
import { GatewayIcsCalendar } from './gateway-ics-calendar.js';

describe('GatewayIcsCalendar', () => {
  it('asks the gateway for the address and parses the answer', async () => {
    const asked: string[] = [];
    const source = new GatewayIcsCalendar('/external-calendar', async (input) => {
      asked.push(String(input));
      return new Response(
        'BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:1\nDTSTART;VALUE=DATE:20261123\nSUMMARY:Ledig\nEND:VEVENT\nEND:VCALENDAR',
      );
    });
    const outcome = await source.events('https://calendar.example.se/a b.ics');
    expect(asked).toEqual(['/external-calendar?url=https%3A%2F%2Fcalendar.example.se%2Fa%20b.ics']);
    expect(outcome.kind === 'events' && outcome.events.map((e) => e.summary)).toEqual(['Ledig']);
  });

  it("answers the gateway's failure, and unreachable when there is no answer", async () => {
    const refusing = new GatewayIcsCalendar(
      '/x',
      async () => new Response(JSON.stringify({ error: 'not-https' }), { status: 400 }),
    );
    expect(await refusing.events('http://a')).toEqual({ kind: 'failed', failure: 'not-https' });
    const offline = new GatewayIcsCalendar('/x', async () => {
      throw new TypeError('offline');
    });
    expect(await offline.events('https://a')).toEqual({ kind: 'failed', failure: 'unreachable' });
  });
});
