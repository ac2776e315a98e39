import { Button, Callout, Card, H1, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { compactValue } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { REPORT_DEFINITIONS } from '@tolk/core';
import { useRootStore } from '../../app/root-context.js';
import { DateRangeFields } from './date-range-fields.js';
import type { KpiCard } from './kpi-dashboard-store.js';
import { ReportChart } from './report-charts.js';
import { loadedStatisticsScreens, reportPath } from './report-services.js';
import { reportTitleMessages } from './report-titles.messages.js';
import { reportsMessages } from './reports.messages.js';
import { useValueText } from './value-text.js';
import './reports.css';

const CARDS: readonly { card: KpiCard; title: keyof typeof reportsMessages; kind: 'bar' | 'pie' }[] = [
  { card: 'competence', title: 'competenceChart', kind: 'bar' },
  { card: 'interpretationTypes', title: 'bookingTypeChart', kind: 'pie' },
  { card: 'successRate', title: 'placementChart', kind: 'pie' },
  { card: 'orderChannels', title: 'channelChart', kind: 'pie' },
  { card: 'autoAssign', title: 'directBookingChart', kind: 'pie' },
];

/** The KPI dashboard (spec 3 §2, /reports-dashboard). */
export const KpiDashboardPage = observer(function KpiDashboardPage() {
  const { reports } = useRootStore();
  const intl = useIntl();
  const valueText = useValueText();
  const [store] = useState(() => loadedStatisticsScreens(reports).kpiDashboard());
  usePageTitle(reportsMessages.dashboardTitle);
  useEffect(() => void store.extract(), [store]);

  const openExternalReport = async () => {
    // Opened at once, so the browser does not take it for a pop-up; the link follows.
    const tab = window.open('', '_blank');
    const link = await store.externalReportLink();
    if (tab && link) {
      tab.opener = null;
      tab.location.href = link;
    } else tab?.close();
  };

  const total = store.statistics?.orderCount ?? 0;
  const compact = compactValue(total);
  return (
    <div className="tolk-reports-page">
      <H1>{intl.formatMessage(reportsMessages.dashboardTitle)}</H1>
      <div className="tolk-report-toolbar">
        <DateRangeFields range={store.range} idPrefix="kpi" />
        <Button
          intent="primary"
          icon="refresh"
          disabled={store.range.range === null}
          onClick={() => void store.extract()}
          loading={store.status === 'loading'}
        >
          {intl.formatMessage(reportsMessages.extract)}
        </Button>
        <Button icon="share" onClick={() => void openExternalReport()}>
          {intl.formatMessage(reportsMessages.externalReport)}{' '}
          <span className="tolk-visually-hidden">{intl.formatMessage(reportsMessages.externalReportNewTab)}</span>
        </Button>
      </div>

      {/* The detail reports first: they stay where they are while the figures load (beside them on a
          wide screen, above them on a narrow one), so a click meant for one never lands elsewhere. */}
      <div className="tolk-kpi-layout">
        <section className="tolk-report-section tolk-kpi-reports">
          <H2>{intl.formatMessage(reportsMessages.detailReports)}</H2>
          <ul>
            {REPORT_DEFINITIONS.map((definition) => (
              <li key={definition.id}>
                <Link to={reportPath(definition.id)}>
                  {intl.formatMessage(reportTitleMessages[definition.title as keyof typeof reportTitleMessages])}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="tolk-kpi-figures">
          <div aria-live="polite">
            {store.status === 'loading' ? <Spinner size={30} aria-label={intl.formatMessage(reportsMessages.loading)} /> : null}
            {store.status === 'failed' ? <Callout intent="warning">{intl.formatMessage(reportsMessages.failed)}</Callout> : null}
            {store.empty ? <NonIdealState icon="timeline-bar-chart" title={intl.formatMessage(reportsMessages.empty)} /> : null}
          </div>

          {store.status === 'loaded' && !store.empty ? (
            <>
              <Card className="tolk-report-section" data-testid="kpi-total">
                <H2>{intl.formatMessage(reportsMessages.totalAssignments)}</H2>
                <p className="tolk-report-total" title={intl.formatNumber(total)}>
                  {compact.thousands
                    ? intl.formatMessage(reportsMessages.thousands, { value: intl.formatNumber(compact.value) })
                    : intl.formatNumber(total)}
                </p>
              </Card>
              <div className="tolk-report-grid">
                {CARDS.map(({ card, title, kind }) => (
                  <Card key={card}>
                    <ReportChart
                      title={intl.formatMessage(reportsMessages[title])}
                      slices={store.card(card)}
                      kind={kind}
                      testId={`kpi-${card}`}
                    />
                  </Card>
                ))}
                <Card data-testid="kpi-skills">
                  <H2 className="tolk-report-chart-title">{intl.formatMessage(reportsMessages.languageChart)}</H2>
                  <ol>
                    {store.card('skills').map((slice) => (
                      <li key={slice.label}>
                        {slice.label}: {valueText(slice.value, 'count')} (
                        {intl.formatNumber(slice.share, { style: 'percent', maximumFractionDigits: 1 })})
                      </li>
                    ))}
                  </ol>
                </Card>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
});
