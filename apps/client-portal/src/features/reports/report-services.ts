import type { Clock, ExternalReportLinks, KpiStatisticsSource } from '@tolk/core';
import type { KpiAccessStore } from './kpi-access-store.js';
import type { ReportAggregator } from './report-aggregation.js';

/** What the statistics screens get from the composition root. */
export interface ReportServices {
  readonly access: KpiAccessStore;
  readonly statistics: KpiStatisticsSource;
  readonly links: ExternalReportLinks;
  readonly clock: Clock;
  /** The agreement kept under SELECTED_AGREEMENT (0, the default, sends agreements 4 and 22). */
  readonly selectedAgreement: () => number;
  /** A new aggregator for one report page (a Web Worker in the browser). */
  readonly newAggregator: () => ReportAggregator;
}

export const REPORTS_DASHBOARD_PATH = '/reports-dashboard';
export const reportPath = (id: number): string => `/reports/${id}`;
