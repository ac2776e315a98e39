import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CRM_PREFIX } from './crm-proxy.js';

/** Vite names what it puts in assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The interpreter portal's base path; its session and CRM routes are the gateway's own. */
export const INTERPRETER_BASE = '/interpreter/';
const INTERPRETER_API = /^\/interpreter\/(session|crm)(\/|\?|$)/;

/**
 * Serves the built portals: the client portal at /, the interpreter portal (when built) under
 * /interpreter/; any other GET that wants a page gets its portal's index.html (SPA routes). The
 * build writes `.br` and `.gz` copies beside the files (apps/client-portal/precompress.ts): the one
 * the browser accepts is sent, with `Vary: Accept-Encoding` so that caches keep the variants apart.
 */
export async function portalFiles(app: FastifyInstance, options: { root: string; interpreterRoot?: string }): Promise<void> {
  const serve = async (root: string, prefix: string, decorateReply: boolean) => {
    if (!existsSync(join(root, 'index.html'))) app.log.warn(`no built portal in ${root}: run npm run build`);
    const assets = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply,
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
  };
  await serve(options.root, '/', true);
  const interpreterRoot = options.interpreterRoot;
  if (interpreterRoot) await serve(interpreterRoot, INTERPRETER_BASE, false);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage =
      request.method === 'GET' && !path.startsWith(CRM_PREFIX) && !INTERPRETER_API.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    if (interpreterRoot && (path === '/interpreter' || path.startsWith(INTERPRETER_BASE)))
      return reply.sendFile('index.html', interpreterRoot);
    return reply.sendFile('index.html');
  });
}
