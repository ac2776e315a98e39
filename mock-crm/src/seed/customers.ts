/** The demo customers of the README, and a few others so that isolation has something to hide. */
export interface SeedCustomer {
  readonly number: string;
  readonly password: string;
  readonly name: string;
  readonly department: string;
  readonly organisationNumber: string;
  readonly phoneDirect: string;
  readonly phoneSwitchboard: string;
  readonly address: { row1: string; careOf: string; postalCode: string; city: string };
  readonly canCreateAutoAssignOrder: boolean;
  readonly ordererRequiresEmail: boolean;
  readonly contactRequiresEmail: boolean;
  readonly kpiReports: boolean;
}

/** The demo customers that share the demo world's orders (about 5,000 each); the others get a few. */
export const DEMO_CUSTOMER_NUMBERS: readonly string[] = ['1001', '1002'];

/** The demo customers' orders, at most: about two years of a busy customer (~200 a month). */
export const DEMO_ORDERS_EACH = 5_000;
/** The demo customers' 5,000 orders each and no scale customers. */
export const DEFAULT_DEMO_ORDERS = DEMO_CUSTOMER_NUMBERS.length * DEMO_ORDERS_EACH;

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    number: '1001',
    password: 'Tolkportal1',
    name: 'Stockholms stad – Socialtjänsten Norrmalm',
    department: 'Enheten för barn och unga',
    organisationNumber: '212000-0142',
    phoneDirect: '08-508 09 100',
    phoneSwitchboard: '08-508 00 000',
    address: { row1: 'Tegnérgatan 23', careOf: '', postalCode: '11140', city: 'Stockholm' },
    canCreateAutoAssignOrder: true,
    ordererRequiresEmail: false,
    contactRequiresEmail: false,
    kpiReports: true,
  },
  {
    number: '1002',
    password: 'Tolkportal2',
    name: 'Region Skåne – Akutmottagningen Malmö',
    department: 'Akutmottagningen',
    organisationNumber: '232100-0255',
    phoneDirect: '040-33 10 00',
    phoneSwitchboard: '040-33 10 00',
    address: { row1: 'Carl-Bertil Laurells gata 9', careOf: 'Skånes universitetssjukhus', postalCode: '20502', city: 'Malmö' },
    canCreateAutoAssignOrder: false,
    ordererRequiresEmail: true,
    contactRequiresEmail: true,
    kpiReports: false,
  },
  {
    number: '1003',
    password: 'Tolkportal3',
    name: 'Göteborgs Stad – Arbetsmarknadsförvaltningen',
    department: 'Vuxenutbildning',
    organisationNumber: '212000-1355',
    phoneDirect: '031-365 00 00',
    phoneSwitchboard: '031-365 00 00',
    address: { row1: 'Gustaf Dalénsgatan 2', careOf: '', postalCode: '41724', city: 'Göteborg' },
    canCreateAutoAssignOrder: true,
    ordererRequiresEmail: false,
    contactRequiresEmail: true,
    kpiReports: false,
  },
  {
    number: '1004',
    password: 'Tolkportal4',
    name: 'Uppsala kommun – Omsorgsförvaltningen',
    department: 'Hemtjänst',
    organisationNumber: '212000-3005',
    phoneDirect: '018-727 00 00',
    phoneSwitchboard: '018-727 00 00',
    address: { row1: 'Stationsgatan 12', careOf: '', postalCode: '75340', city: 'Uppsala' },
    canCreateAutoAssignOrder: false,
    ordererRequiresEmail: false,
    contactRequiresEmail: false,
    kpiReports: true,
  },
];

export const SEED_ARTICLES: readonly string[] = [
  'Telefontolkning',
  'Kontakttolkning',
  'Videotolkning',
  'Skypetolkning',
  'Resekostnad',
  'Tidsspillan',
];
