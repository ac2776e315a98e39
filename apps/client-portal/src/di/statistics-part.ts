import { CrmReports } from '@tolk/crm-client';
import type { Container } from 'inversify';
import { KpiDashboardStore } from '../features/reports/kpi-dashboard-store.js';
import type { StatisticsScreens } from '../features/reports/report-services.js';
import { ReportStore } from '../features/reports/report-store.js';
import { WorkerAggregator } from '../features/reports/worker-aggregator.js';
import type { PortalSettings } from './container.js';
import { TOKENS } from './tokens.js';

/*
 * The composition root's statistics part (issue 14): the report calls, the report worker and the
 * two statistics screens' stores. A chunk of its own, made at the first statistics page, so that
 * the dashboard and the other logged-in pages do not download it (issue 12, docs/decisions.md).
 */

/** Binds the statistics ports onto the logged-in customer's container and makes the screens' stores. */
export function statisticsScreens(container: Container, settings: PortalSettings): StatisticsScreens {
  bindStatistics(container, settings);
  const reports = container.get(TOKENS.reports);
  const clock = container.get(TOKENS.clock);
  const storage = container.get(TOKENS.storage);
  const newAggregator = container.get(TOKENS.newReportAggregator);
  return {
    kpiDashboard: () => new KpiDashboardStore(reports, reports, clock),
    // The agreement kept under SELECTED_AGREEMENT (0, the default, sends agreements 4 and 22).
    report: (definition) => new ReportStore(definition, newAggregator(), () => storage.selectedAgreement(), clock),
  };
}

function bindStatistics(container: Container, settings: PortalSettings): void {
  const bind = container.bind.bind(container);
  // Every call through the transport, which attaches the session.
  bind(TOKENS.reports).toDynamicValue((ctx) => {
    const session = ctx.get(TOKENS.session);
    return new CrmReports(ctx.get(TOKENS.transport), () => session.load()?.customerNumber ?? '', ctx.get(TOKENS.errorLog));
  });
  // A report's answers are fetched and decoded in its worker; what that transport does to the page
  // (a toast, the end of the session) is done here, as the page's transport would.
  bind(TOKENS.newReportAggregator).toDynamicValue((ctx) => {
    const notifier = ctx.get(TOKENS.notifier);
    const session = ctx.get(TOKENS.session);
    return () =>
      new WorkerAggregator({
        settings: { baseUrl: settings.crmBaseUrl, environment: settings.environment },
        notifier,
        onSessionEnded: (reason) => {
          session.clear();
          settings.onSessionEnded(reason);
        },
      });
  });
}
