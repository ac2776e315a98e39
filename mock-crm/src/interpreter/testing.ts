import type { FastifyInstance } from 'fastify';
import { call } from '../testing.js';
import { DEMO_INTERPRETERS } from './demo-interpreters.js';

/** Helpers of the interpreter route tests: the demo interpreters log in through their mailed link. */

export type DemoInterpreter = (typeof DEMO_INTERPRETERS)[number];
export const demo = (number: DemoInterpreter['number']): DemoInterpreter => DEMO_INTERPRETERS.find((i) => i.number === number)!;
export const ANNA = demo('30001');
export const CARLOS = demo('30002');
export const MARIA = demo('30003');

export const INTERPRETER_PATH = (name: string) => `/CRMInterpreter/${name}`;

/** The ticket of the newest login link mailed to this address. */
export function mailedTicket(app: FastifyInstance, email: string): string | null {
  const mail = app.mailOutbox.latest(50).find((m) => m.to === email);
  return mail ? (/[?&]ticket=([A-Za-z0-9_-]+)/.exec(mail.content)?.[1] ?? null) : null;
}

export async function requestLink(app: FastifyInstance, email: string, number: string) {
  return (await call(app, INTERPRETER_PATH('RequestInterpreterLoginLink'), { Email: email, InterpreterNumber: number })).body;
}

export async function redeem(app: FastifyInstance, ticket: string) {
  return (await call(app, INTERPRETER_PATH('ValidateInterpreterLoginLink'), { LoginTicket: ticket })).body;
}

/** Logs a demo interpreter in the way the portal does: a link by mail, its ticket exchanged for a token. */
export async function logInInterpreter(app: FastifyInstance, who: DemoInterpreter): Promise<InterpreterSession> {
  const asked = await requestLink(app, who.email, who.number);
  if (asked.Errors !== null) throw new Error(`no link: ${JSON.stringify(asked.Errors)}`);
  const answer = await redeem(app, mailedTicket(app, who.email)!);
  if (typeof answer.Token !== 'string') throw new Error(`no token: ${JSON.stringify(answer)}`);
  return new InterpreterSession(app, answer.Token);
}

export class InterpreterSession {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
  ) {}

  async call(name: string, body: Record<string, unknown> = {}) {
    return (await call(this.app, INTERPRETER_PATH(name), { Token: this.token, ...body })).body;
  }

  async requests() {
    const body = await this.call('GetResourceRequests');
    type Request = { ResourceRequestIdentifier: string; OrderNumber: string } & Record<string, unknown>;
    return (body.ResourceRequests ?? []) as Request[];
  }

  async requestFor(orderNumber: string) {
    return (await this.requests()).find((r) => r.OrderNumber === orderNumber) ?? null;
  }

  accept(requestId: string) {
    return this.call('AcceptResourceRequest', { ResourceRequestIdentifier: requestId });
  }

  decline(requestId: string) {
    return this.call('DeclineResourceRequest', { ResourceRequestIdentifier: requestId });
  }

  async assignment(id: string) {
    return this.call('GetWorkAssignment', { WorkAssignmentIdentifier: id });
  }

  act(id: string, action: string, reason?: string) {
    return this.call('UpdateWorkAssignmentStatus', {
      WorkAssignmentIdentifier: id,
      Action: action,
      ...(reason ? { Reason: reason } : {}),
    });
  }

  async list(category: string | null, number: string | null = null) {
    const body = await this.call('GetWorkAssignments', { Category: category, WorkAssignmentNumber: number });
    return (body.WorkAssignments ?? []) as ({ WorkAssignmentNumber: string; Status: string } & Record<string, unknown>)[];
  }
}
