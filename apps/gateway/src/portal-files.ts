import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CRM_PREFIX } from './crm-proxy.js';

/** Vite names what it puts in assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built portal; any other GET that wants a page gets index.html (SPA routes). The build
 * writes `.br` and `.gz` copies beside the files (apps/client-portal/precompress.ts): the one the
 * browser accepts is sent, with `Vary: Accept-Encoding` so that caches keep the variants apart.
 */
export async function portalFiles(app: FastifyInstance, options: { root: string }): Promise<void> {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn(`no built portal in ${options.root}: run npm run build`);
  }
  const assets = join(options.root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // @fastify/send's own Cache-Control (public, max-age=0) would overwrite the one set below.
    cacheControl: false,
    setHeaders: (response, path) => {
      // Hashed assets never change; index.html (and the other unhashed files) must be asked for again.
      response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith(CRM_PREFIX) && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    return reply.sendFile('index.html');
  });
}
