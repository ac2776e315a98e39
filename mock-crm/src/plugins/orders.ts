import fp from 'fastify-plugin';
import type { OrderWorldSettings } from '../config.js';
import { Lifecycle } from '../orders/lifecycle.js';
import { Notifications } from '../orders/notifications.js';
import { OrderWireMapper } from '../orders/order-wire.js';
import { OrderWireThreads } from '../orders/order-wire-threads.js';
import { OrdersStore } from '../orders/orders-store.js';
import { SearchAnswers } from '../orders/search-answers.js';
import { TimeReports } from '../orders/time-reports.js';

export interface OrderWorld {
  readonly settings: OrderWorldSettings;
  readonly store: OrdersStore;
  readonly lifecycle: Lifecycle;
  /** Makes SearchOrders' answers: on the search threads over a database file, else on the server's thread. */
  readonly wire: OrderWireMapper | OrderWireThreads;
  /** SearchOrders' answers, kept while they hold. */
  readonly answers: SearchAnswers;
  readonly notifications: Notifications;
  readonly timeReports: TimeReports;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderWorld: OrderWorld;
  }
}

/** The orders, their lifecycle on the mock's clock, and what follows them. */
export const ordersPlugin = fp(
  async (app, options: { settings: OrderWorldSettings; databasePath: string; searchThreads: number }) => {
    const notifications = new Notifications(app.db);
    const timeReports = new TimeReports(app.db);
    // A thread's connection of its own sees the file, never a `:memory:` database.
    const onFile = options.databasePath !== ':memory:' && options.searchThreads > 0;
    const wire = onFile ? new OrderWireThreads(options.databasePath, options.searchThreads) : new OrderWireMapper(app.db);
    if (wire instanceof OrderWireThreads) app.addHook('onClose', () => wire.close());
    app.decorate('orderWorld', {
      settings: options.settings,
      store: new OrdersStore(app.db, notifications, options.settings.dispatchDelayMinutes),
      lifecycle: new Lifecycle(app.db, options.settings, timeReports, notifications),
      wire,
      answers: new SearchAnswers(app.db),
      notifications,
      timeReports,
    });
  },
  { name: 'orders', dependencies: ['store', 'clock', 'domain'] },
);
