import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CRM_PREFIX } from './crm-proxy.js';

/** Serves the built portal; any other GET that wants a page gets index.html (SPA routes). */
export async function portalFiles(app: FastifyInstance, options: { root: string }): Promise<void> {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn(`no built portal in ${options.root}: run npm run build`);
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      // Hashed assets never change; index.html must always be asked for again.
      response.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith(CRM_PREFIX) && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
