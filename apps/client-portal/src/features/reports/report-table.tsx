import { Button, Checkbox, H2, HTMLTable, PopoverNext } from '@blueprintjs/core';
import type { TablePage, ViewColumn } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { reportsMessages } from './reports.messages.js';
import type { ReportStore } from './report-store.js';
import { useColumnTitle } from './column-title.js';
import { useValueText } from './value-text.js';

/**
 * One table of a detail report (spec 3 §2, §5, §9): a column chooser, sorting by a header, pages of
 * 10 only beyond 10 rows, at most 500 px high; a row's first cell toggles the page's cross-filter.
 */
export const ReportTable = observer(function ReportTable({
  store,
  table,
  title,
}: {
  store: ReportStore;
  /** The page of the table shown: the aggregator answers it for the sort and page chosen. */
  table: TablePage;
  title: string;
}) {
  const intl = useIntl();
  const columnTitle = useColumnTitle();
  const valueText = useValueText();
  const columns = store.visibleColumns(table);
  const sort = store.sortOf(table.id);
  const { rows, pages, page: shownPage } = table;
  const headingId = `report-table-${table.id}`;
  const filterKey = table.filterKey;

  const chooser = (
    <div
      className="tolk-column-chooser"
      role="group"
      aria-label={intl.formatMessage(reportsMessages.chooseColumns, { table: title })}
    >
      {table.columns.map((column) => (
        <Checkbox
          key={column.field}
          label={columnTitle(column)}
          checked={!store.isHidden(table.id, column.field)}
          onChange={() => store.toggleColumn(table, column.field)}
        />
      ))}
    </div>
  );

  return (
    <section
      className="tolk-report-section"
      aria-labelledby={headingId}
      aria-busy={store.paging(table.id)}
      data-testid={`table-${table.id}`}
    >
      <div className="tolk-report-table-head">
        <H2 id={headingId}>{title}</H2>
        <PopoverNext content={chooser} placement="bottom-end">
          <Button icon="column-layout" aria-label={intl.formatMessage(reportsMessages.chooseColumns, { table: title })}>
            {intl.formatMessage(reportsMessages.columns)}
          </Button>
        </PopoverNext>
      </div>
      <div className="tolk-report-table-scroll" tabIndex={0} role="group" aria-labelledby={headingId}>
        <HTMLTable compact striped interactive>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  style={{ minWidth: column.width }}
                  aria-sort={sort?.field === column.field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable ? (
                    <Button
                      variant="minimal"
                      size="small"
                      endIcon={
                        sort?.field === column.field
                          ? sort.direction === 'asc'
                            ? 'sort-asc'
                            : 'sort-desc'
                          : 'double-caret-vertical'
                      }
                      onClick={() => void store.sortBy(table.id, column.field)}
                      title={intl.formatMessage(reportsMessages.sortBy, { column: columnTitle(column) })}
                    >
                      {columnTitle(column)}
                    </Button>
                  ) : (
                    columnTitle(column)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{intl.formatMessage(reportsMessages.noRows)}</td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const value = filterKey ? String(row[filterKey] ?? '') : '';
                const selected = store.filter?.key === filterKey && store.filter.value === value;
                const pick = () => filterKey && void store.toggleFilter({ key: filterKey, value, sourceId: table.id });
                return (
                  <tr key={index} className={selected ? 'bp6-intent-primary' : undefined} onClick={pick}>
                    {columns.map((column, c) => (
                      <td key={column.field} className={column.format === 'text' ? undefined : 'tolk-number'}>
                        {c === 0 && column.field === filterKey ? (
                          <Button
                            variant="minimal"
                            size="small"
                            active={selected}
                            aria-pressed={selected}
                            onClick={(event) => {
                              event.stopPropagation();
                              pick();
                            }}
                            text={valueText(row[column.field] ?? '', column.format)}
                          />
                        ) : (
                          valueText(row[column.field] ?? '', column.format)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </HTMLTable>
      </div>
      {pages > 1 ? (
        <nav className="tolk-report-pager" aria-label={title}>
          <Button
            icon="chevron-left"
            disabled={shownPage === 0}
            onClick={() => void store.setPage(table.id, shownPage - 1)}
            aria-label={intl.formatMessage(reportsMessages.previousPage)}
          />
          <span aria-live="polite">{intl.formatMessage(reportsMessages.page, { page: shownPage + 1, pages })}</span>
          <Button
            icon="chevron-right"
            disabled={shownPage >= pages - 1}
            onClick={() => void store.setPage(table.id, shownPage + 1)}
            aria-label={intl.formatMessage(reportsMessages.nextPage)}
          />
        </nav>
      ) : null}
    </section>
  );
});

export type { ViewColumn };
