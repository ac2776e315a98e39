import { Button, Callout, Card, H1, NonIdealState, ProgressBar, Tag } from '@blueprintjs/core';
import { REPORT_DEFINITIONS, findDefinition, type ReportDefinition } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import { columnTitleText, titleText } from './column-title.js';
import { DateRangeFields } from './date-range-fields.js';
import { download } from './excel-export.js';
import { ReportChart } from './report-charts.js';
import { loadedStatisticsScreens } from './report-services.js';
import { ReportTable } from './report-table.js';
import { reportTitleMessages } from './report-titles.messages.js';
import { reportsMessages } from './reports.messages.js';
import './reports.css';

/** /reports/{id}: a non-numeric id, or one that names no definition, is the not-found page (spec 3 §2). */
export function ReportPage() {
  const { id } = useParams();
  const lookup = findDefinition(id, REPORT_DEFINITIONS);
  if (lookup.kind === 'not-found') return <NotFoundPage />;
  if (lookup.kind === 'invalid') return <InvalidDefinition problems={lookup.problems} />;
  return <DetailReport key={lookup.definition.id} definition={lookup.definition} />;
}

function InvalidDefinition({ problems }: { problems: readonly string[] }) {
  const intl = useIntl();
  return (
    <Callout intent="danger" title={intl.formatMessage(reportsMessages.invalidDefinition)}>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Callout>
  );
}

const DetailReport = observer(function DetailReport({ definition }: { definition: ReportDefinition }) {
  const { reports } = useRootStore();
  const intl = useIntl();
  const [store] = useState(() => loadedStatisticsScreens(reports).report(definition));
  const title = intl.formatMessage(reportTitleMessages[definition.title as keyof typeof reportTitleMessages]);
  usePageTitle(reportTitleMessages[definition.title as keyof typeof reportTitleMessages]);
  useEffect(() => {
    void store.extract();
    return () => store.dispose();
  }, [store]);
  const [exporting, setExporting] = useState(false);
  const progressId = useId();

  const exportExcel = async () => {
    if (!store.views || store.filtering) return;
    setExporting(true);
    try {
      // Written where the rows are (the report's worker): only the file's bytes come back.
      download(await store.workbook((column) => columnTitleText(intl, column)), definition.excelFileName);
    } finally {
      setExporting(false);
    }
  };

  const phase = store.phase;
  return (
    <div className="tolk-reports-page">
      <H1>{title}</H1>
      <div className="tolk-report-toolbar">
        <DateRangeFields range={store.range} idPrefix="report" />
        <Button
          intent="primary"
          icon="refresh"
          disabled={store.range.range === null || store.busy}
          onClick={() => void store.extract()}
        >
          {intl.formatMessage(reportsMessages.extract)}
        </Button>
        <Button
          icon="export"
          disabled={!store.views || store.empty || store.filtering || exporting}
          loading={exporting}
          onClick={() => void exportExcel()}
        >
          {intl.formatMessage(reportsMessages.export)}
        </Button>
      </div>
      <div aria-live="polite">
        {phase.kind === 'fetching' ? (
          <div className="tolk-report-section">
            <p id={`${progressId}-fetching`}>
              {intl.formatMessage(reportsMessages.fetching, { done: phase.done, total: phase.total })}
            </p>
            <ProgressBar
              aria-labelledby={`${progressId}-fetching`}
              value={phase.total === 0 ? 1 : phase.done / phase.total}
              intent="primary"
            />
          </div>
        ) : null}
        {phase.kind === 'aggregating' ? (
          <div className="tolk-report-section">
            <p id={`${progressId}-aggregating`}>{intl.formatMessage(reportsMessages.aggregating)}</p>
            <ProgressBar aria-labelledby={`${progressId}-aggregating`} intent="primary" />
          </div>
        ) : null}
        {phase.kind === 'failed' ? <Callout intent="warning">{intl.formatMessage(reportsMessages.failed)}</Callout> : null}
        {store.empty ? <NonIdealState icon="th" title={intl.formatMessage(reportsMessages.empty)} /> : null}
        {store.filter ? (
          <Tag large intent="primary" onRemove={() => void store.clearFilter()} data-testid="cross-filter">
            {intl.formatMessage(reportsMessages.filteredBy, {
              key: titleText(intl, `reports.field.${store.filter.key}`),
              value: store.filter.value,
            })}
          </Tag>
        ) : null}
      </div>
      {store.views && !store.empty ? (
        // Busy while the views follow a new filter: they still show the previous one's rows.
        <div aria-busy={store.filtering}>
          <div className="tolk-report-grid tolk-report-section">
            {store.views.charts.map((chart, index) => {
              const chartDefinition = definition.charts[index]!;
              const selected = store.filter?.key === chart.dimension ? store.filter.value : null;
              return (
                <Card key={chart.id}>
                  <ReportChart
                    title={titleText(intl, chartDefinition.title)}
                    slices={chart.slices}
                    kind={chartDefinition.type}
                    selected={selected}
                    testId={`chart-${chart.id}`}
                    onPick={(slice) => void store.toggleFilter({ key: chart.dimension, value: slice.label, sourceId: chart.id })}
                  />
                </Card>
              );
            })}
          </div>
          {store.views.tables.map((table, index) => (
            <ReportTable key={table.id} store={store} table={table} title={titleText(intl, definition.tables[index]!.title)} />
          ))}
        </div>
      ) : null}
    </div>
  );
});
