import fp from 'fastify-plugin';
import { Faults } from '../faults/faults.js';
import type { FaultSettings } from '../faults/settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Injected faults. `crmRoute` applies the generic ones to every CRM call; routes consume their
     * own with `app.faults.take('fail-create-order' | 'direct-order-slot-taken')` (see faults/faults.ts).
     */
    faults: Faults;
  }
}

/** The fault switchboard, set from the configuration at start and by the control routes later. */
export const faultsPlugin = fp(
  async (app, options: { settings: FaultSettings }) => {
    app.decorate('faults', new Faults(options.settings));
  },
  { name: 'faults' },
);
