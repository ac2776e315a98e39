import fp from 'fastify-plugin';
import type { MockCrmConfig } from '../config.js';
import { CatalogueStore } from '../store/catalogue.js';
import { ContactPersons } from '../store/contact-persons.js';
import { Customers } from '../store/customers.js';
import { LogEntries } from '../store/log-entries.js';
import { Reasons } from '../store/reasons.js';
import { ServiceCatalogue } from '../store/services.js';
import { Sessions } from '../store/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: MockCrmConfig;
    customers: Customers;
    sessions: Sessions;
    catalogue: CatalogueStore;
    logEntries: LogEntries;
    contactPersons: ContactPersons;
    services: ServiceCatalogue;
    reasons: Reasons;
  }
}

/** The mock's stores over the database, seeded on first start. */
export const domainPlugin = fp(
  async (app, options: { config: MockCrmConfig }) => {
    app.decorate('config', options.config);
    app.decorate('customers', new Customers(app.db));
    app.decorate('sessions', new Sessions(app.db, options.config.tokenTtlMinutes));
    app.decorate('catalogue', new CatalogueStore(app.db));
    app.decorate('logEntries', new LogEntries(app.db));
    app.decorate('contactPersons', new ContactPersons(app.db));
    app.decorate('services', new ServiceCatalogue(app.db));
    app.decorate('reasons', new Reasons(app.db));
    if (options.config.seedWhenEmpty && app.customers.count() === 0) {
      // Loaded only to seed: faker's Swedish and English data are some 13 MB of heap that a
      // seeded mock would carry, and mark at every full collection, for as long as it runs.
      const { seedDatabase } = await import('../seed/seed.js');
      seedDatabase(app.db, { orders: options.config.seedOrders, now: app.clock.now() });
    }
  },
  { name: 'domain', dependencies: ['store', 'clock'] },
);
