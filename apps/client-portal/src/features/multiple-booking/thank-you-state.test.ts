import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { thankYouOrdersOf, thankYouState } from './thank-you-state.js';

const from = Temporal.ZonedDateTime.from('2026-11-24T09:00:00+01:00[Europe/Stockholm]');
const to = from.add({ minutes: 30 });

describe('the thank-you page’s history state', () => {
  it('carries the created orders as plain strings and reads them back (as after a reload, through cloning)', () => {
    const state = thankYouState([
      { orderNumber: '4010301', skillName: 'Arabiska', serviceName: 'Telefontolkning', from: from.toString(), to: to.toString() },
    ]);
    const [order] = thankYouOrdersOf(structuredClone(state)) ?? [];
    expect(order?.orderNumber).toBe('4010301');
    expect(order?.from.equals(from)).toBe(true);
    expect(order?.to.equals(to)).toBe(true);
  });

  it('reads nothing from another state, an empty list or broken times', () => {
    expect(thankYouOrdersOf(null)).toBeNull();
    expect(thankYouOrdersOf({ date: '2026-11-24' })).toBeNull();
    expect(thankYouOrdersOf(thankYouState([]))).toBeNull();
    expect(
      thankYouOrdersOf(thankYouState([{ orderNumber: '1', skillName: 'A', serviceName: 'B', from: 'not a time', to: '' }])),
    ).toBeNull();
  });
});
