import type { ReportDefinition } from '@tolk/core';
import type { LazyPart } from '../../app/lazy-part.js';
import type { KpiAccessStore } from './kpi-access-store.js';
import type { KpiDashboardStore } from './kpi-dashboard-store.js';
import type { ReportStore } from './report-store.js';

/** The statistics screens' own stores, made as each screen opens (src/di/statistics-part.ts). */
export interface StatisticsScreens {
  kpiDashboard(): KpiDashboardStore;
  report(definition: ReportDefinition): ReportStore;
}

/** What the statistics screens get from the composition root. */
export interface ReportServices {
  /** Whether the customer may see statistics: the header's link and the routes' guard ask it. */
  readonly access: KpiAccessStore;
  /**
   * The screens' stores with the report calls and the report worker: a chunk of its own, made at the
   * first statistics page (`ReportsAccessGuard` waits for it), not with every logged-in page.
   */
  readonly screens: LazyPart<StatisticsScreens>;
}

/** The statistics screens' stores, from inside `ReportsAccessGuard` (which renders once they are made). */
export function loadedStatisticsScreens(reports: ReportServices): StatisticsScreens {
  return reports.screens.made('A statistics screen rendered outside ReportsAccessGuard');
}

export const REPORTS_DASHBOARD_PATH = '/reports-dashboard';
export const reportPath = (id: number): string => `/reports/${id}`;
