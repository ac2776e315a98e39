import fp from 'fastify-plugin';
import { InterpreterDesk } from '../interpreter/desk.js';
import { LoginLinks } from '../interpreter/login-links.js';
import { InterpreterSessions } from '../interpreter/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Interpreter tokens (interpreter-token calls), apart from the customers' `sessions`. */
    interpreterSessions: InterpreterSessions;
    /** The interpreter side of the CRM (issue 15): login links, offers, assignments. */
    interpreterSide: { readonly links: LoginLinks; readonly desk: InterpreterDesk };
  }
}

export const interpreterPlugin = fp(
  async (app) => {
    app.decorate('interpreterSessions', new InterpreterSessions(app.db, app.config.tokenTtlMinutes));
    app.decorate('interpreterSide', {
      links: new LoginLinks(app.db, app.config.interpreterLinksPerWindow),
      desk: new InterpreterDesk(app.db, app.orderWorld.notifications),
    });
  },
  { name: 'interpreter', dependencies: ['store', 'clock', 'domain', 'orders'] },
);
