import { describe, expect, it } from 'vitest';
import { SEED_CUSTOMERS } from '../seed/customers.js';
import { BUSINESS_AREAS, businessAreaOf } from './preferences.js';

const areaName = (customer: { name: string; department: string | null }) =>
  BUSINESS_AREAS.find((a) => a.id === businessAreaOf(customer))!.name;

describe("a customer's business area (derived: the CRM keeps none)", () => {
  it('gives each demo customer the area its name says', () => {
    expect(Object.fromEntries(SEED_CUSTOMERS.map((c) => [c.number, areaName(c)]))).toEqual({
      '1001': 'Socialtjänst och omsorg',
      '1002': 'Hälso- och sjukvård',
      // The name's Arbetsmarknadsförvaltningen before the department's Vuxenutbildning.
      '1003': 'Arbetsmarknad och etablering',
      '1004': 'Socialtjänst och omsorg',
    });
  });

  it("gives the scale customers' units their areas, and what names none the last one", () => {
    const of = (name: string, department: string | null = null) => areaName({ name, department });
    expect(of('Ankeby kommun – Vårdcentralen', 'Mottagningen')).toBe('Hälso- och sjukvård');
    expect(of('Ankeby kommun – Barn- och utbildningsförvaltningen', 'Elevhälsan')).toBe('Skola och utbildning');
    expect(of('Ankeby kommun – Familjerätten', 'Samarbetssamtal')).toBe('Rättsväsende och migration');
    expect(of('Ankeby kommun – Arbetsmarknadsenheten', 'Etablering')).toBe('Arbetsmarknad och etablering');
    expect(of('Ankeby kommun – Kommunstyrelsen', 'Vuxenutbildning')).toBe('Skola och utbildning');
    expect(of('Ankeby kommun – Kommunstyrelsen', null)).toBe('Övrig offentlig verksamhet');
  });
});
