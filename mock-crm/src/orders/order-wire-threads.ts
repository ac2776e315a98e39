import { Worker } from 'node:worker_threads';
import type { CustomerRow } from '../store/customers.js';
import type { MadeAnswer } from './order-wire.js';
import type { OrderFilter } from './order-search.js';

/** What the server asks of a thread (order-wire-worker.ts). */
export interface WireRequest {
  readonly id: number;
  readonly customer: CustomerRow;
  readonly filter: OrderFilter;
  readonly nowMs: number;
}

/** What a thread answers: the answer's bytes handed over (not copied), or why it could not be made. */
export type WireReply =
  | { readonly id: number; readonly body: ArrayBuffer; readonly validUntilMs: number }
  | { readonly id: number; readonly error: string };

const FROM_SOURCES = import.meta.url.endsWith('.ts');
/**
 * A thread's program: the compiled order-wire-worker.js beside this module. Under vitest, which runs
 * the sources, that of the build (`npm test` builds before it tests; a thread cannot run TypeScript),
 * without vitest's flags, whose conditions would resolve the packages to their sources too.
 */
const WORKER_ENTRY = new URL(FROM_SOURCES ? '../../dist/orders/order-wire-worker.js' : './order-wire-worker.js', import.meta.url);
const WORKER_FLAGS = FROM_SOURCES ? [] : undefined;

interface Waiting {
  readonly resolve: (made: MadeAnswer) => void;
  readonly reject: (error: Error) => void;
}

/** One thread and the answers it owes. */
interface Thread {
  readonly worker: Worker;
  readonly owed: Map<number, Waiting>;
  /** Whether it has answered once: one that dies before (no database file, say) is not started again. */
  answered: boolean;
}

/**
 * SearchOrders' answers made on threads of their own, each over a read-only connection to the
 * mock's database file (WAL: a reader sees every write committed before its statement starts, and
 * never blocks the writer). A month of orders takes milliseconds of SQLite's CPU: on the server's
 * thread every other call would wait behind it, and one thread would use one core of the machine's.
 * Each request goes to the thread that owes the fewest answers. A thread that dies fails what it
 * owed and is replaced, unless it died before its first answer.
 */
export class OrderWireThreads {
  private readonly threads: Thread[];
  private nextId = 0;
  private closing = false;
  /** Why no thread is left, once none is. */
  private lastFailure: Error | null = null;

  /** `count` threads on the database file at `path`; `entry` is their program (a test's stand-in). */
  constructor(
    private readonly path: string,
    count: number,
    private readonly entry: URL = WORKER_ENTRY,
  ) {
    if (count < 1) throw new Error('OrderWireThreads needs at least one thread');
    this.threads = Array.from({ length: count }, () => this.start());
  }

  answerUntil(customer: CustomerRow, filter: OrderFilter, nowMs: number): Promise<MadeAnswer> {
    if (this.closing) return Promise.reject(new Error('the search threads are closed'));
    if (this.threads.length === 0) return Promise.reject(this.lastFailure!);
    const thread = this.threads.reduce((least, next) => (next.owed.size < least.owed.size ? next : least));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.owed.set(id, { resolve, reject });
      thread.worker.postMessage({ id, customer, filter, nowMs } satisfies WireRequest);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map(({ worker }) => worker.terminate()));
  }

  private start(): Thread {
    const worker = new Worker(this.entry, { workerData: { path: this.path }, execArgv: WORKER_FLAGS });
    const thread: Thread = { worker, owed: new Map(), answered: false };
    worker.on('message', (reply: WireReply) => {
      const waiting = thread.owed.get(reply.id);
      if (!waiting) return;
      thread.owed.delete(reply.id);
      thread.answered = true;
      if ('error' in reply) waiting.reject(new Error(`SearchOrders' answer could not be made: ${reply.error}`));
      else waiting.resolve({ body: Buffer.from(reply.body), validUntilMs: reply.validUntilMs });
    });
    worker.on('error', (error) => this.fail(thread, error));
    worker.on('exit', (code) => this.fail(thread, new Error(`a search thread stopped (exit code ${code})`)));
    // The server's own handles decide when the process may end, not its helpers'.
    worker.unref();
    return thread;
  }

  /** Fails what the thread owed and puts a new one in its place (see the class). */
  private fail(thread: Thread, error: Error): void {
    for (const waiting of thread.owed.values()) waiting.reject(error);
    thread.owed.clear();
    const index = this.threads.indexOf(thread);
    if (index === -1 || this.closing) return;
    this.lastFailure = error;
    if (thread.answered) this.threads[index] = this.start();
    else this.threads.splice(index, 1);
  }
}
