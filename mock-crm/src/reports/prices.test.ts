import { describe, expect, it } from 'vitest';
import { assignmentPrice, penaltyFor, startedHalfHours, travelAllowance } from './prices.js';

describe('the price model', () => {
  it('charges per started half hour, at least one', () => {
    expect([0, 1, 30, 31, 60, 61, 90].map(startedHalfHours)).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it('prices by service and competence level (öre): telephone 175 kr, on-site 245 kr a half hour, authorised +75 kr', () => {
    expect(assignmentPrice('Telefontolkning', null, 45)).toBe(2 * 17_500);
    expect(assignmentPrice('Telefontolkning', 1, 45)).toBe(2 * 17_500);
    expect(assignmentPrice('Kontakttolkning', 4, 60)).toBe(2 * (24_500 + 7_500));
    expect(assignmentPrice('Videotolkning', 5, 30)).toBe(19_500 + 12_000);
    expect(assignmentPrice('Något annat', 2, 30)).toBe(24_500 + 1_500);
  });

  it('pays travel per kilometre and per started half hour of travel time', () => {
    expect(travelAllowance(0, 0)).toBe(0);
    expect(travelAllowance(125, 0)).toBe(4_375); // 12.5 km × 3.50 kr
    expect(travelAllowance(100, 40)).toBe(3_500 + 2 * 12_000);
  });

  it('gives a penalty for the causes the provider answers for, none for the others', () => {
    expect(penaltyFor('Tolken kom inte')).toBe(150_000);
    expect(penaltyFor('Tekniska problem')).toBe(0);
    expect(penaltyFor(null)).toBe(0);
  });
});
