import { HTMLTable, Icon } from '@blueprintjs/core';
import { ratingCellOf, type Assignment, type Sort, type SortColumn } from '@tolk/core';
import { formatDateTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { ArticleLabel } from '../assignments/article-label.js';
import { statusMessageOf } from '@tolk/ui';
import { RatingStars } from '../assignments/rating-stars.js';
import { InlineRating } from '../feedback/inline-rating.js';
import { myAssignmentsMessages as m } from './my-assignments.messages.js';
import './my-assignments.css';

const COLUMNS: readonly { readonly column: SortColumn; readonly label: MessageDescriptor }[] = [
  { column: 'type', label: m.columnType },
  { column: 'start', label: m.columnTime },
  { column: 'number', label: m.columnNumber },
  { column: 'contact', label: m.columnContact },
  { column: 'language', label: m.columnLanguage },
  { column: 'rating', label: m.columnRating },
  { column: 'status', label: m.columnStatus },
];

export interface AssignmentTableProps {
  /** Rows in groups: a group of more than one is a multi-date order (spec 2 §2). */
  readonly groups: readonly (readonly Assignment[])[];
  /** Sortable headers when given. */
  readonly sort?: Sort;
  readonly onSort?: (column: SortColumn) => void;
  readonly onOpen: (assignment: Assignment) => void;
}

const ariaSort = (sort: Sort | undefined, column: SortColumn): 'ascending' | 'descending' | 'none' | undefined =>
  !sort ? undefined : sort.column === column && sort.direction !== 'none' ? sort.direction : 'none';

/** Assignments as a table: booking type, date and time, number, contact, language, rating, status. */
export const AssignmentTable = observer(function AssignmentTable(props: AssignmentTableProps) {
  const intl = useIntl();
  const { language } = useRootStore();
  return (
    <div className="tolk-table-scroll">
      <HTMLTable className="tolk-assignment-table" interactive striped>
        <thead>
          <tr>
            {COLUMNS.map(({ column, label }) => {
              const direction = ariaSort(props.sort, column);
              const onSort = props.onSort;
              return (
                <th key={column} scope="col" aria-sort={direction}>
                  {onSort ? (
                    <button
                      type="button"
                      className="tolk-sort-button"
                      onClick={() => onSort(column)}
                      title={intl.formatMessage(m.sortBy, { column: intl.formatMessage(label) })}
                    >
                      <FormattedMessage {...label} />
                      <Icon
                        icon={
                          direction === 'ascending'
                            ? 'caret-up'
                            : direction === 'descending'
                              ? 'caret-down'
                              : 'double-caret-vertical'
                        }
                        size={12}
                        aria-hidden
                      />
                    </button>
                  ) : (
                    <FormattedMessage {...label} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.groups.map((group) => {
            const first = group[0]!;
            return [
              group.length > 1 ? (
                <tr key={`group-${first.groupId ?? first.id}`} className="tolk-group-row">
                  <th colSpan={COLUMNS.length} scope="rowgroup">
                    <FormattedMessage {...m.group} values={{ number: first.groupNumber ?? '', count: group.length }} />
                  </th>
                </tr>
              ) : null,
              ...group.map((a) => (
                <tr key={a.id} className={group.length > 1 ? 'tolk-grouped' : undefined} onClick={() => props.onOpen(a)}>
                  <td>
                    <ArticleLabel articleName={a.articleName} />
                  </td>
                  <td className="tolk-nowrap">{formatDateTimeRange(language.locale, a.start, a.end)}</td>
                  <td>
                    <button
                      type="button"
                      className="tolk-row-link"
                      aria-label={intl.formatMessage(m.openLabel, { number: a.number })}
                      onClick={(event) => {
                        event.stopPropagation();
                        props.onOpen(a);
                      }}
                    >
                      {a.number}
                    </button>
                  </td>
                  <td>{a.contact?.name ?? ''}</td>
                  <td>{a.skill}</td>
                  <td>
                    <RatingCell assignment={a} onRate={() => props.onOpen(a)} />
                  </td>
                  <td>
                    <FormattedMessage {...statusMessageOf(a.status)} />
                  </td>
                </tr>
              )),
            ];
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
});

function RatingCell({ assignment }: { readonly assignment: Assignment; readonly onRate: () => void }) {
  const cell = ratingCellOf(assignment);
  if (cell.kind === 'stars') return <RatingStars stars={cell.stars} label={m.stars} />;
  if (cell.kind === 'none') return null;
  // "Betygsätt": the stars themselves (issue 13); 3 or more are sent at once, 2 or fewer open the modal.
  return <InlineRating assignment={assignment} surface="inline" />;
}
