import type { CrossFilter } from '@tolk/core';
import type { ReportAggregator, ReportViews, SourceRows } from './report-aggregation.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

type Pending = { resolve: (reply: WorkerReply) => void };
/** A request before it gets its id (Omit over each member of the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** The report engine in a Web Worker: each request answered by id. */
export class WorkerAggregator implements ReportAggregator {
  private readonly worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      this.pending.get(event.data.id)?.resolve(event.data);
      this.pending.delete(event.data.id);
    };
  }

  private ask(request: Unsent): Promise<WorkerReply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async load(definitionId: number, sources: readonly SourceRows[]): Promise<void> {
    const reply = await this.ask({ kind: 'load', definitionId, sources });
    if (reply.kind === 'failed') throw new Error(reply.message);
  }

  async views(filter: CrossFilter | null): Promise<ReportViews> {
    const reply = await this.ask({ kind: 'views', filter });
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== 'views') throw new Error('the report worker answered out of turn');
    return reply.views;
  }

  dispose(): void {
    this.worker.terminate();
  }
}
