import { Button, Callout, Checkbox, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import {
  DEVIATION_STATUSES,
  deadlineOf,
  shownResponsible,
  type Assignment,
  type Deviation,
  type DeviationStatus,
} from '@tolk/core';
import { downloadFile, formatLongDate, formatTime, useNarrowScreen, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { SideDrawer } from '../dashboard/side-drawer.js';
import { ChooseOrderDialog } from './choose-order-dialog.js';
import { DeviationFormDialog } from './deviation-form-dialog.js';
import type { DeviationFormStore } from './deviation-form-store.js';
import { deviationFormMessages } from './deviation-form.messages.js';
import { qualityStateOf, returnPathOf, type RateData } from './quality-routes.js';
import { qualityMessages as m } from './quality.messages.js';
import './quality.css';

const STATUS_LABEL: Readonly<Record<DeviationStatus, MessageDescriptor>> = {
  newregistered: m.newregistered,
  underInvestigation: m.underInvestigation,
  completed: m.completed,
  other: m.status,
};

const statusText = (intl: ReturnType<typeof useIntl>, d: Deviation) =>
  d.status === 'other' ? d.statusName : intl.formatMessage(STATUS_LABEL[d.status]);

/** Which deviation form is open: about an order (looked up again by id), or a general complaint. */
type OpenForm = { readonly assignment: Assignment | null; readonly rateData: RateData | null; readonly from: string | undefined };

/** `/report-quality` (spec 2 §2): the deviations, their status filter and detail, and the deviation form. */
export const QualityPage = observer(function QualityPage() {
  usePageTitle(m.title);
  const root = useRootStore();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const route = qualityStateOf(location.state);
  const [quality] = useState(() =>
    root.screens.quality(
      route.filtered && route.orderIdentifier ? { orderId: route.orderIdentifier, orderNumber: route.orderNumber ?? '' } : null,
    ),
  );
  const [form, setForm] = useState<DeviationFormStore | null>(null);
  const [formFrom, setFormFrom] = useState<string | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  // "Skicka avvikelse": the booking number is asked first (a deviation is about one order).
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    void quality.load();
    return () => quality.dispose();
  }, [quality]);

  const openForm = useCallback(
    (open: OpenForm) => {
      setForm((previous) => {
        previous?.dispose();
        return root.screens.deviationForm(open.assignment, open.rateData);
      });
      setFormFrom(open.from);
    },
    [root],
  );

  // The route's state opens the form: a new deviation about an order, or a general complaint.
  const newDeviation = route.newDeviation;
  const isGeneral = route.isGeneral;
  useEffect(() => {
    let live = true;
    if (isGeneral) openForm({ assignment: null, rateData: null, from: route.from });
    else if (newDeviation) {
      root.followUp.lookup.byId(newDeviation.assignmentId).then(
        (assignment) => {
          if (!live) return;
          if (assignment) openForm({ assignment, rateData: newDeviation.rateData ?? null, from: route.from });
          else setMissing(true);
        },
        () => live && setMissing(true),
      );
    }
    return () => {
      live = false;
    };
    // Only when the history entry changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const closeForm = (sent: boolean) => {
    form?.dispose();
    setForm(null);
    const back = returnPathOf(formFrom);
    if (back === '/report-quality') {
      navigate('/report-quality', { replace: true, state: null });
      if (sent) void quality.load();
    } else navigate(back);
  };

  const rows = quality.rows;
  const now = root.clock.now();
  const filterPanel = (
    <fieldset className="tolk-quality-filter">
      <legend>
        <FormattedMessage {...m.statusFilter} />
      </legend>
      {DEVIATION_STATUSES.map((status) => (
        <Checkbox
          key={status}
          checked={quality.statuses.includes(status)}
          label={intl.formatMessage(STATUS_LABEL[status])}
          onChange={() => quality.toggleStatus(status)}
        />
      ))}
    </fieldset>
  );

  return (
    <div className="tolk-quality-page">
      {narrow ? null : <aside aria-label={intl.formatMessage(m.filter)}>{filterPanel}</aside>}
      <section aria-labelledby="quality-heading">
        <h1 id="quality-heading" className="tolk-page-heading">
          <FormattedMessage {...m.title} />
        </h1>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <div className="tolk-quality-actions">
          <Button icon="issue" intent="primary" onClick={() => setChoosing(true)}>
            <FormattedMessage {...m.sendDeviation} />
          </Button>
          <Button
            icon="envelope"
            onClick={() => navigate('/report-quality', { state: { isGeneral: true, from: '/report-quality' } })}
          >
            <FormattedMessage {...m.generalComplaint} />
          </Button>
          {narrow ? (
            <Button icon="filter" onClick={() => setFilterOpen(true)}>
              <FormattedMessage {...m.filter} />
            </Button>
          ) : null}
        </div>
        {missing ? (
          <Callout intent="warning">
            <FormattedMessage {...deviationFormMessages.orderMissing} />
          </Callout>
        ) : null}
        {quality.orderFilter ? (
          <Callout intent="primary" className="tolk-quality-filtered">
            <FormattedMessage {...m.filteredTo} values={{ number: quality.orderFilter.orderNumber }} />{' '}
            <Button minimal small onClick={() => void quality.showAll()}>
              <FormattedMessage {...m.showAll} />
            </Button>
          </Callout>
        ) : null}
        {quality.state === 'loading' ? (
          <Spinner size={32} />
        ) : quality.state === 'failed' ? (
          <Callout intent="danger">
            <FormattedMessage {...m.loadFailed} />
          </Callout>
        ) : rows.length === 0 ? (
          quality.emptyShown ? (
            <p role="status" className="tolk-quality-empty">
              <FormattedMessage {...m.empty} />
            </p>
          ) : null
        ) : (
          <HTMLTable interactive striped className="tolk-quality-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...m.columnReason} />
                </th>
                <th scope="col" aria-sort={quality.newestFirst ? 'descending' : 'ascending'}>
                  <Button
                    minimal
                    small
                    rightIcon={quality.newestFirst ? 'sort-desc' : 'sort-asc'}
                    aria-label={intl.formatMessage(quality.newestFirst ? m.sortOldest : m.sortNewest)}
                    onClick={() => quality.toggleSort()}
                  >
                    <FormattedMessage {...m.columnSent} />
                  </Button>
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnOrder} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnResponsible} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnStatus} />
                </th>
                <th scope="col">
                  <FormattedMessage {...m.columnDeadline} />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => {
                const deadline = deadlineOf(d, now);
                return (
                  <tr
                    key={d.number}
                    tabIndex={0}
                    data-deviation={d.number}
                    onClick={() => quality.select(d)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        quality.select(d);
                      }
                    }}
                  >
                    <td>{d.reason ?? ''}</td>
                    <td>{d.arrived.toPlainDate().toString()}</td>
                    <td>{d.orderNumber ?? ''}</td>
                    <td>{shownResponsible(d) ?? ''}</td>
                    <td>{statusText(intl, d)}</td>
                    <td>
                      <DeadlineText deadline={deadline.deadline} overdue={deadline.overdue} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
      </section>
      <SideDrawer isOpen={narrow && filterOpen} onClose={() => setFilterOpen(false)} title={intl.formatMessage(m.filter)}>
        {filterPanel}
      </SideDrawer>
      <DeviationDrawer deviation={quality.selected} onClose={() => quality.select(null)} />
      {choosing ? (
        <ChooseOrderDialog
          onCancel={() => setChoosing(false)}
          onChosen={(assignment) => {
            setChoosing(false);
            openForm({ assignment, rateData: null, from: '/report-quality' });
          }}
        />
      ) : null}
      {form ? (
        <DeviationFormDialog store={form} onCancel={() => (form.discard(), closeForm(false))} onDone={() => closeForm(true)} />
      ) : null}
    </div>
  );
});

function DeadlineText({
  deadline,
  overdue,
}: {
  readonly deadline: ReturnType<typeof deadlineOf>['deadline'];
  readonly overdue: boolean;
}) {
  const intl = useIntl();
  return (
    <span className={overdue ? 'tolk-overdue' : undefined}>
      {`${deadline.toPlainDate().toString()} ${formatTime(intl.locale, deadline)}`}
      {overdue ? (
        <>
          {' '}
          <Tag intent="danger" minimal>
            <FormattedMessage {...m.overdue} />
          </Tag>
        </>
      ) : null}
    </span>
  );
}

/** The detail drawer of a deviation (spec 2 §2), with its documents to download. */
const DeviationDrawer = observer(function DeviationDrawer({
  deviation,
  onClose,
}: {
  readonly deviation: Deviation | null;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const root = useRootStore();
  const d = deviation;
  const deadline = d ? deadlineOf(d, root.clock.now()) : null;
  const row = (label: MessageDescriptor, value: React.ReactNode) => (
    <>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <SideDrawer isOpen={d !== null} onClose={onClose} title={d ? intl.formatMessage(m.detailTitle, { number: d.number }) : ''}>
      {d && deadline ? (
        <div className="tolk-deviation-detail">
          <dl>
            {row(m.orderNumber, d.orderNumber ?? '')}
            {row(m.article, d.articleName ?? '')}
            {row(m.status, statusText(intl, d))}
            {row(m.date, `${formatLongDate(intl.locale, d.arrived)} ${formatTime(intl.locale, d.arrived)}`)}
            {row(m.deadline, <DeadlineText deadline={deadline.deadline} overdue={deadline.overdue} />)}
            {shownResponsible(d) ? row(m.responsible, shownResponsible(d)) : null}
            {row(m.cause, d.reason ?? '')}
            {row(m.message, d.description)}
            {row(m.answer, d.answer ?? intl.formatMessage(m.noAnswer))}
            {d.documents.length > 0
              ? row(
                  m.documents,
                  <ul className="tolk-file-list">
                    {d.documents.map((doc) => (
                      <li key={doc.reference}>
                        <Button
                          minimal
                          small
                          icon="download"
                          onClick={() => void root.followUp.files.file(doc.reference).then((file) => file && downloadFile(file))}
                        >
                          {doc.filename}
                        </Button>
                      </li>
                    ))}
                  </ul>,
                )
              : null}
          </dl>
          <Button onClick={onClose}>
            <FormattedMessage {...m.close} />
          </Button>
        </div>
      ) : null}
    </SideDrawer>
  );
});
