import type { CrossFilter } from '@tolk/core';
import type { ReportViews, SourceRows } from './report-aggregation.js';

export type WorkerRequest =
  | { readonly id: number; readonly kind: 'load'; readonly definitionId: number; readonly sources: readonly SourceRows[] }
  | { readonly id: number; readonly kind: 'views'; readonly filter: CrossFilter | null };

export type WorkerReply =
  | { readonly id: number; readonly kind: 'loaded' }
  | { readonly id: number; readonly kind: 'views'; readonly views: ReportViews }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };
