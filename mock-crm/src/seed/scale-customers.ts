import { Faker, base, en, sv } from '@faker-js/faker';
import type { Database } from 'better-sqlite3';
import { countyOfPostalCode } from '../orders/counties.js';
import { clientHashOf, storePassword } from '../store/passwords.js';
import type { CustomerRow } from '../store/customers.js';
import { customerInserter, seedContactPersons, type CustomerProfile } from './customer-rows.js';
import { DEMO_ORDERS_EACH } from './customers.js';
import { seedMoreOrders } from './orders.js';

/** Orders of each scale customer (the last one may have fewer): two years of a smaller customer. */
export const SCALE_ORDERS_PER_CUSTOMER = 300;
/** Scale customers are numbered from here (2001, 2002, …). */
export const FIRST_SCALE_CUSTOMER_NUMBER = 2001;
/** One password for every scale customer, so any of them can be looked at in the portal. */
export const SCALE_CUSTOMER_PASSWORD = 'Skalkund1';
const CONTACT_PERSONS_PER_CUSTOMER = 4;
const UNITS = [
  ['Socialtjänsten', 'Individ- och familjeomsorg'],
  ['Vårdcentralen', 'Mottagningen'],
  ['Barn- och utbildningsförvaltningen', 'Elevhälsan'],
  ['Omsorgsförvaltningen', 'Hemtjänst'],
  ['Arbetsmarknadsenheten', 'Etablering'],
  ['Familjerätten', 'Samarbetssamtal'],
] as const;

/** How many orders the demo customers and the scale customers get of a store's `orders`. */
export function splitOrders(orders: number, demoCustomers: number): { demo: number; scaleCustomers: number[] } {
  const demo = Math.min(orders, DEMO_ORDERS_EACH * demoCustomers);
  const scaleCustomers: number[] = [];
  for (let left = orders - demo; left > 0; left -= SCALE_ORDERS_PER_CUSTOMER)
    scaleCustomers.push(Math.min(left, SCALE_ORDERS_PER_CUSTOMER));
  return { demo, scaleCustomers };
}

/**
 * Customers that only make a store large (`npm run seed -- --orders 100000`): each with a few
 * contact persons and its share of the orders, so that the demo customers keep a realistic
 * number of orders a month however large the store. They come after the demo world with a faker
 * of their own and one password hashed once, so they change nothing of it and cost little.
 */
export function seedScaleCustomers(db: Database, options: { seed: number; orders: readonly number[]; nowMs: number }): void {
  if (options.orders.length === 0) return;
  const faker = new Faker({ locale: [sv, en, base] });
  faker.seed(options.seed + 1);
  const password = storePassword(clientHashOf(SCALE_CUSTOMER_PASSWORD), faker.string.hexadecimal({ length: 32, prefix: '' }));
  const insertCustomer = customerInserter(db);
  const byId = db.prepare('SELECT * FROM customers WHERE id = ?');
  const orders = options.orders.map((count, i) => {
    const id = faker.string.uuid();
    insertCustomer(id, scaleCustomer(faker, FIRST_SCALE_CUSTOMER_NUMBER + i), password);
    const customer = byId.get(id) as CustomerRow;
    seedContactPersons(db, faker, customer, CONTACT_PERSONS_PER_CUSTOMER);
    return { customer, count };
  });
  seedMoreOrders(db, faker, orders, options.nowMs);
}

/** A postal code linked to a county, as an order's address must be (5200 otherwise). */
function postalCode(faker: Faker): string {
  for (;;) {
    const code = String(faker.number.int({ min: 10_000, max: 98_999 }));
    if (countyOfPostalCode(code) !== null) return code;
  }
}

function scaleCustomer(faker: Faker, number: number): CustomerProfile {
  const city = faker.location.city();
  const [unit, department] = faker.helpers.arrayElement(UNITS);
  const phone = `0${faker.string.numeric(2)}-${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`;
  return {
    number: String(number),
    name: `${city} kommun – ${unit}`,
    department,
    organisationNumber: `212000-${faker.string.numeric(4)}`,
    phoneDirect: phone,
    phoneSwitchboard: phone,
    address: {
      row1: faker.location.streetAddress(),
      careOf: '',
      postalCode: postalCode(faker),
      city,
    },
    canCreateAutoAssignOrder: number % 3 === 0,
    ordererRequiresEmail: number % 4 === 0,
    contactRequiresEmail: number % 4 === 0,
    kpiReports: number % 5 === 0,
  };
}
