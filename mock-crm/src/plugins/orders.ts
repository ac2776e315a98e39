import fp from 'fastify-plugin';
import type { OrderWorldSettings } from '../config.js';
import { Lifecycle } from '../orders/lifecycle.js';
import { Notifications } from '../orders/notifications.js';
import { OrderWireMapper } from '../orders/order-wire.js';
import { OrdersStore } from '../orders/orders-store.js';
import { SearchAnswers } from '../orders/search-answers.js';
import { TimeReports } from '../orders/time-reports.js';

export interface OrderWorld {
  readonly settings: OrderWorldSettings;
  readonly store: OrdersStore;
  readonly lifecycle: Lifecycle;
  readonly wire: OrderWireMapper;
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
  async (app, options: { settings: OrderWorldSettings }) => {
    const notifications = new Notifications(app.db);
    const timeReports = new TimeReports(app.db);
    app.decorate('orderWorld', {
      settings: options.settings,
      store: new OrdersStore(app.db, notifications, options.settings.dispatchDelayMinutes),
      lifecycle: new Lifecycle(app.db, options.settings, timeReports, notifications),
      wire: new OrderWireMapper(app.db),
      answers: new SearchAnswers(app.db),
      notifications,
      timeReports,
    });
  },
  { name: 'orders', dependencies: ['store', 'clock', 'domain'] },
);
