import {
  isoReportRange,
  type CrossFilter,
  type ProblemNotifier,
  type ReportRange,
  type TablePage,
  type TableQuery,
} from '@tolk/core';
import type { SessionEndReason } from '@tolk/crm-client';
import type { FetchProgress, ReportAggregator, ReportViews, SheetRequest, TableQueries } from './report-aggregation.js';
import type { WorkerReply, WorkerRequest, WorkerTransportSettings } from './worker-protocol.js';

/** What the worker's transport does to the page goes to the page's own notifier and session end. */
export interface WorkerAggregatorDeps {
  readonly settings: WorkerTransportSettings;
  readonly notifier: ProblemNotifier;
  readonly onSessionEnded: (reason: SessionEndReason) => void;
}

type Final = Exclude<WorkerReply, { kind: 'fetched' | 'effect' }>;
type Pending = { resolve: (reply: Final) => void; progress?: FetchProgress };
/** A request before it gets its id (Omit over each member of the union). */
type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** The report's fetching and engine in a Web Worker: each request answered by id. */
export class WorkerAggregator implements ReportAggregator {
  private readonly worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly deps: WorkerAggregatorDeps) {
    this.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.kind === 'effect') {
        if (message.effect.kind === 'notify') this.deps.notifier.notify(message.effect.problem);
        else this.deps.onSessionEnded(message.effect.reason);
      } else if (message.kind === 'fetched') {
        this.pending.get(message.id)?.progress?.(message.done, message.total);
      } else {
        this.pending.get(message.id)?.resolve(message);
        this.pending.delete(message.id);
      }
    };
  }

  private ask(request: Unsent, progress?: FetchProgress): Promise<Final> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { resolve, progress });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async extract(
    definitionId: number,
    range: ReportRange,
    agreementIds: readonly number[],
    progress: FetchProgress,
  ): Promise<void> {
    const reply = await this.ask(
      {
        kind: 'extract',
        settings: this.deps.settings,
        definitionId,
        range: isoReportRange(range),
        agreementIds,
      },
      progress,
    );
    if (reply.kind === 'failed') throw new Error(reply.message);
  }

  async views(filter: CrossFilter | null, queries: TableQueries): Promise<ReportViews> {
    const reply = await this.ask({ kind: 'views', filter, queries });
    return answer(reply, 'views').views;
  }

  async page(tableId: string, query: TableQuery): Promise<TablePage> {
    const reply = await this.ask({ kind: 'page', tableId, query });
    return answer(reply, 'page').table;
  }

  async workbook(sheets: readonly SheetRequest[]): Promise<ArrayBuffer> {
    const reply = await this.ask({ kind: 'workbook', sheets });
    return answer(reply, 'workbook').bytes;
  }

  dispose(): void {
    this.worker.terminate();
  }
}

/** The reply of the kind asked for; a failure in the worker is thrown here. */
function answer<K extends Final['kind']>(reply: Final, kind: K): Extract<Final, { kind: K }> {
  if (reply.kind === 'failed') throw new Error(reply.message);
  if (reply.kind !== kind) throw new Error('the report worker answered out of turn');
  return reply as Extract<Final, { kind: K }>;
}
