import { describe, expect, it } from 'vitest';
import { countyOfPostalCode } from './counties.js';

describe('countyOfPostalCode', () => {
  it.each([
    [11134, 'Stockholms län'],
    [19100, 'Stockholms län'],
    [76130, 'Stockholms län'],
    [21143, 'Skåne län'],
    [29131, 'Skåne län'],
    [30231, 'Hallands län'],
    [41119, 'Västra Götalands län'],
    [50630, 'Västra Götalands län'],
    [55318, 'Jönköpings län'],
    [58222, 'Östergötlands län'],
    [62155, 'Gotlands län'],
    [75320, 'Uppsala län'],
    [90326, 'Västerbottens län'],
    [97231, 'Norrbottens län'],
    [98132, 'Norrbottens län'],
  ])('links %s to %s', (postalCode, county) => {
    expect(countyOfPostalCode(postalCode)).toBe(county);
  });

  it('reads a code given as text, with or without the space', () => {
    expect(countyOfPostalCode('111 34')).toBe('Stockholms län');
    expect(countyOfPostalCode('41119')).toBe('Västra Götalands län');
  });

  it.each([32100, 48150, 49999, 99999, 9999])('links %s to no county', (postalCode) => {
    expect(countyOfPostalCode(postalCode)).toBeNull();
  });

  it('links every prefix from 10 to 98 but the unused 32, 48 and 49', () => {
    const unused = [32, 48, 49, 99];
    for (let prefix = 10; prefix <= 99; prefix++) {
      expect(countyOfPostalCode(prefix * 1000 + 123) !== null, String(prefix)).toBe(!unused.includes(prefix));
    }
  });
});
