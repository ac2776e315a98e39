import { ErrorCode } from '@tolk/crm-contract';
import type { FastifyInstance } from 'fastify';
import { crmLogin } from './crm-call.js';
import { refuse } from './gateway-errors.js';
import type { Doors } from './sessions/doors.js';
import { kpiAllowed } from './sessions/kpi-customers.js';
import { sessionInfo } from './sessions/sessions.js';

export const SESSION_PATH = '/session';

/**
 * The browser's session (docs/api.md, "The gateway"): log in with the client-side hash (the gateway
 * keeps it as the re-login secret and the CRM's token; the browser gets an HttpOnly cookie and the
 * non-secret session info), ask for the session info, log out (the session ends in the store at once).
 */
export async function sessionRoutes(app: FastifyInstance, options: { doors: Doors }): Promise<void> {
  const { doors } = options;
  const { config, sessions } = doors;

  app.post<{ Body: { CustomerNumber?: unknown; PasswordHash?: unknown } | undefined }>(
    `${SESSION_PATH}/login`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { CustomerNumber, PasswordHash } = request.body ?? {};
      if (!(await doors.credentialLimit(request, reply, CustomerNumber))) return reply;
      if (typeof CustomerNumber !== 'string' || typeof PasswordHash !== 'string') {
        return refuse(reply, 400, ErrorCode.MandatoryFieldMissing, 'CustomerNumber, PasswordHash');
      }
      const customerNumber = CustomerNumber.trim();
      const answer = await crmLogin(config, customerNumber, PasswordHash, request.ip);
      if (!('token' in answer)) return reply.code(answer.status).send({ Session: null, Errors: answer.errors });
      // A login within a live session of the same customer (the current password checked before a
      // change) renews that session; any other login starts a new one and ends the old.
      const current = await doors.session(request);
      if (current && current.session.customerNumber === customerNumber) {
        const session = { ...current.session, token: answer.token, passwordHash: PasswordHash };
        await sessions.update(current.id, session);
        await sessions.revoke(current.session.token);
        return { Session: sessionInfo(session), Errors: null };
      }
      if (current) await sessions.end(current.id, current.session);
      const created = await sessions.create({
        customerNumber,
        passwordHash: PasswordHash,
        token: answer.token,
        displayKPIReports: await kpiAllowed(config.staticDir, customerNumber),
      });
      doors.setCookie(request, reply, created.id);
      return { Session: sessionInfo(created.session), Errors: null };
    },
  );

  app.get(SESSION_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const current = await doors.session(request);
    if (!current) return doors.refuseEnded(request, reply);
    return { Session: sessionInfo(current.session), Errors: null };
  });

  app.post(`${SESSION_PATH}/logout`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = doors.sessionId(request);
    if (id) await sessions.end(id, await sessions.read(id));
    doors.clearCookie(request, reply);
    return { Errors: null };
  });
}
