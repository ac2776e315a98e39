/**
 * Swedish postal codes by their first two digits, to the county (län) the CRM prices travel by.
 * A code whose prefix is not here is "not linked to a county" (5200). Coarse but real: the
 * prefixes follow Postnord's regions.
 */
const COUNTY_BY_PREFIX: Record<string, string> = {};
const ranges: readonly [number, number, string][] = [
  [10, 19, 'Stockholms län'],
  [20, 28, 'Skåne län'],
  [29, 29, 'Skåne län'],
  [30, 31, 'Hallands län'],
  [33, 34, 'Jönköpings län'],
  [35, 36, 'Kronobergs län'],
  [37, 37, 'Blekinge län'],
  [38, 39, 'Kalmar län'],
  [40, 47, 'Västra Götalands län'],
  [50, 54, 'Västra Götalands län'],
  [55, 57, 'Jönköpings län'],
  [58, 61, 'Östergötlands län'],
  [62, 62, 'Gotlands län'],
  [63, 64, 'Södermanlands län'],
  [65, 68, 'Värmlands län'],
  [69, 71, 'Örebro län'],
  [72, 73, 'Västmanlands län'],
  [74, 75, 'Uppsala län'],
  [76, 76, 'Stockholms län'],
  [77, 79, 'Dalarnas län'],
  [80, 82, 'Gävleborgs län'],
  [83, 84, 'Jämtlands län'],
  [85, 86, 'Västernorrlands län'],
  [87, 89, 'Västernorrlands län'],
  [90, 93, 'Västerbottens län'],
  [94, 98, 'Norrbottens län'],
];
for (const [from, to, county] of ranges)
  for (let prefix = from; prefix <= to; prefix++) COUNTY_BY_PREFIX[String(prefix)] = county;

export const countyOfPostalCode = (postalCode: number | string): string | null =>
  COUNTY_BY_PREFIX[String(postalCode).replace(/\s/g, '').slice(0, 2)] ?? null;
