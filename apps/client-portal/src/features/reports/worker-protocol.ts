import type { CrossFilter, Problem, TablePage, TableQuery } from '@tolk/core';
import type { SessionEndReason } from '@tolk/crm-client';
import type { ReportViews, SheetRequest, TableQueries } from './report-aggregation.js';

/** What the worker's own transport needs: where the gateway forwards CRM calls, and the log's environment. */
export interface WorkerTransportSettings {
  readonly baseUrl: string;
  readonly environment: string;
}

export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind: 'extract';
      readonly settings: WorkerTransportSettings;
      readonly definitionId: number;
      /** ISO dates (isoReportRange). */
      readonly range: { readonly from: string; readonly to: string };
      readonly agreementIds: readonly number[];
    }
  | { readonly id: number; readonly kind: 'views'; readonly filter: CrossFilter | null; readonly queries: TableQueries }
  | { readonly id: number; readonly kind: 'page'; readonly tableId: string; readonly query: TableQuery }
  | { readonly id: number; readonly kind: 'workbook'; readonly sheets: readonly SheetRequest[] };

/** What the worker's transport would have done on the main thread: toast, or end the session. */
export type WorkerEffect =
  { readonly kind: 'notify'; readonly problem: Problem } | { readonly kind: 'session-ended'; readonly reason: SessionEndReason };

export type WorkerReply =
  | { readonly id: number; readonly kind: 'fetched'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly kind: 'loaded' }
  | { readonly id: number; readonly kind: 'views'; readonly views: ReportViews }
  | { readonly id: number; readonly kind: 'page'; readonly table: TablePage }
  /** The .xlsx, transferred (not copied) to the page. */
  | { readonly id: number; readonly kind: 'workbook'; readonly bytes: ArrayBuffer }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string }
  | { readonly id: number; readonly kind: 'effect'; readonly effect: WorkerEffect };
