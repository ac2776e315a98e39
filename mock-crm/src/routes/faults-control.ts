import type { FastifyInstance } from 'fastify';
import { faultSettingsUpdate } from '../faults/settings.js';

/**
 * Test-only fault controls (registered with the other control routes): read the settings and what
 * has been injected, change some settings, or clear every fault.
 */
export async function faultControlRoutes(app: FastifyInstance): Promise<void> {
  app.get('/__control/faults', async () => app.faults.state());

  app.post('/__control/faults', async (request, reply) => {
    const update = faultSettingsUpdate(request.body ?? {});
    if (!update.ok) return reply.code(400).send({ error: update.message });
    return app.faults.update(update.value);
  });

  app.post('/__control/faults/reset', async () => app.faults.reset());
}
