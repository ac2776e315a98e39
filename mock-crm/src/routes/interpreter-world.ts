import type { FastifyInstance } from 'fastify';
import { ANNA, CARLOS, MARIA, logInInterpreter, type InterpreterSession } from '../interpreter/testing.js';
import { OrderSession, buildOrdersApp, setClock } from './orders-testing.js';

/** Monday 10:00 Stockholm time: the interpreter route tests' clock (the dispatcher tries 2 minutes after an order). */
export const INTERPRETER_TESTS_NOW = '2026-11-23 10:00:00';

/** Each order its own hour over three days, so that an interpreter booked by one test is free for the next. */
export const ORDER_SLOTS = ['2026-11-24', '2026-11-25', '2026-11-26'].flatMap((day) =>
  ['08', '10', '12', '14', '16'].map((hour) => ({ from: `${day} ${hour}:00:00`, to: `${day} ${hour}:45:00` })),
);

export interface InterpreterWorld {
  readonly app: FastifyInstance;
  readonly customer: OrderSession;
  readonly anna: InterpreterSession;
  readonly carlos: InterpreterSession;
  readonly maria: InterpreterSession;
}

/** The orders app at `now`, a customer logged in, and the three demo interpreters logged in through their mailed links. */
export async function interpreterWorld(now = INTERPRETER_TESTS_NOW): Promise<InterpreterWorld> {
  const app = await buildOrdersApp();
  setClock(app, now);
  const customer = await OrderSession.start(app);
  return {
    app,
    customer,
    anna: await logInInterpreter(app, ANNA),
    carlos: await logInInterpreter(app, CARLOS),
    maria: await logInInterpreter(app, MARIA),
  };
}
