import {
  ServiceErrorsRaised,
  toReportDate,
  type ExternalReportLinks,
  type KpiStatistics,
  type KpiStatisticsSource,
  type ReportDataPort,
  type ReportDataSource,
  type ReportRange,
  type ReportRow,
  type Slice,
} from '@tolk/core';
import { CustomerStatistics, GetLoginLinkExternalReport, REPORT_SOURCES, type StatisticsReport } from '@tolk/crm-contract';
import type { ErrorLog } from '../transport/error-log.js';
import { loggedErrors } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

/**
 * Statistics and reports (spec 3 §2, §7) through the one transport, which attaches the session the
 * way every call does. A refusal is logged by the transport and not toasted (spec 3 §8: errors on
 * statistics are logged and nothing else happens).
 */
export class CrmReports implements KpiStatisticsSource, ReportDataPort, ExternalReportLinks {
  constructor(
    private readonly transport: CrmTransport,
    /** The logged-in customer's number: CustomerStatistics names it in its query. */
    private readonly customerNumber: () => string,
    private readonly errorLog: ErrorLog,
  ) {}

  /** Errors in an answer are logged (spec 3 §8); the caller still learns the call failed. */
  private async logged<T>(name: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) {
        void this.errorLog.report('error', {
          httpStatus: null,
          statusText: `${name}: errors in the answer`,
          responseData: loggedErrors(error.errors),
        });
      }
      throw error;
    }
  }

  async statistics(range: ReportRange): Promise<KpiStatistics> {
    const answer = await this.logged(CustomerStatistics.name, () =>
      this.transport.call(
        CustomerStatistics,
        { from: toReportDate(range.from), to: toReportDate(range.to), customerNumber: this.customerNumber() },
        { quiet: true },
      ),
    );
    return toKpiStatistics(answer.Statistics);
  }

  async rows(source: ReportDataSource, range: ReportRange, agreementIds: readonly number[]) {
    const spec = REPORT_SOURCES.find((s) => s.source === source.source);
    if (!spec) throw new Error(`no reporting source ${source.source}`);
    const answer = await this.logged(spec.name, () =>
      this.transport.call(
        spec.endpoint,
        {
          from: toReportDate(range.from),
          to: toReportDate(range.to),
          agreements: agreementIds.join(','),
          groupColumns: source.groupColumns.join(','),
        },
        { quiet: true },
      ),
    );
    return { rows: (answer.Rows ?? []) as readonly ReportRow[], agreements: answer.Agreements ?? [] };
  }

  async link(): Promise<string | null> {
    const answer = await this.logged(GetLoginLinkExternalReport.name, () =>
      this.transport.call(GetLoginLinkExternalReport, {}, { quiet: true }),
    );
    return answer.GetLoginLinkExternalReportUrl;
  }
}

const slices = <R extends { readonly assignmentCount: number }>(rows: readonly R[], label: (row: R) => string): Slice[] =>
  rows.map((row) => ({ label: label(row), value: row.assignmentCount }));

/** No statistics (null) is an empty period: a zero count and no slices, shown as an empty state. */
export function toKpiStatistics(report: StatisticsReport | null): KpiStatistics {
  return {
    orderCount: report?.orderCount ?? 0,
    competence: slices(report?.Competence ?? [], (r) => r.competenceLevel),
    skills: slices(report?.SkillStatistics ?? [], (r) => r.skill),
    interpretationTypes: slices(report?.InterpretationType ?? [], (r) => r.interpretationType),
    successRate: slices(report?.SuccessRateStatistics ?? [], (r) => r.SuccessRateName),
    autoAssign: slices(report?.AutoAssignStatistics ?? [], (r) => r.AutoAssignName),
    orderChannels: slices(report?.OrderChannel ?? [], (r) => r.orderChannel),
  };
}
