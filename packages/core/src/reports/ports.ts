import type { Slice } from './chart-rules.js';
import type { ReportRow } from './columns.js';
import type { Agreement, ReportDataSource } from './definition.js';
import type { ReportRange } from './report-dates.js';

/** The KPI statistics of a period (spec 3 §3): each list's slices add up to `orderCount`. */
export interface KpiStatistics {
  readonly orderCount: number;
  readonly competence: readonly Slice[];
  readonly skills: readonly Slice[];
  readonly interpretationTypes: readonly Slice[];
  readonly successRate: readonly Slice[];
  readonly autoAssign: readonly Slice[];
  readonly orderChannels: readonly Slice[];
}

/** CustomerStatistics: the KPI dashboard's figures. */
export interface KpiStatisticsSource {
  statistics(range: ReportRange): Promise<KpiStatistics>;
}

/** The reporting API (spec 3 §7): one data source's rows, grouped as asked, for the agreements named. */
export interface ReportDataPort {
  rows(
    source: ReportDataSource,
    range: ReportRange,
    agreementIds: readonly number[],
  ): Promise<{ readonly rows: readonly ReportRow[]; readonly agreements: readonly Agreement[] }>;
}

/** GetLoginLinkExternalReport: the link to the external interpreter report, opened in a new tab. */
export interface ExternalReportLinks {
  link(): Promise<string | null>;
}
