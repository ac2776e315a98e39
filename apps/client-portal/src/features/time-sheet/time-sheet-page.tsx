import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { awaitsOnlineSignature, hoursAndMinutes, showsTravel, type Assignment, type TimeReport } from '@tolk/core';
import { downloadFile, formatLongDate, formatTime, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { InlineRating } from '../feedback/inline-rating.js';
import { SignOnline } from './sign-online.js';
import { timeSheetMessages as m } from './time-sheet.messages.js';
import './time-sheet.css';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'not-reported'; readonly assignment: Assignment }
  | { readonly kind: 'ready'; readonly assignment: Assignment; readonly report: TimeReport };

const stateOf = (state: unknown): { from: string; assignmentId: string | null } => {
  const s = (state ?? {}) as { from?: unknown; assignmentId?: unknown };
  return {
    from: typeof s.from === 'string' ? s.from : '/my-assignment',
    assignmentId: typeof s.assignmentId === 'string' && s.assignmentId !== '' ? s.assignmentId : null,
  };
};

/**
 * `/time-sheet` (spec 2 §2, §3): the interpreter's time report of one order, read-only, with
 * cancel and print. Before the interpreter has reported, its own state (the CRM's error is never
 * toasted, spec 3 §8).
 */
export const TimeSheetPage = observer(function TimeSheetPage() {
  usePageTitle(m.title);
  const root = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const { from, assignmentId } = stateOf(location.state);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  // A rating given in the header is read back with the order's new flags.
  const ratedCount = root.feedback.ratedCount;

  useEffect(() => {
    if (!assignmentId) {
      setLoaded({ kind: 'missing' });
      return;
    }
    let live = true;
    setLoaded((previous) => (previous.kind === 'ready' || previous.kind === 'not-reported' ? previous : { kind: 'loading' }));
    void (async () => {
      try {
        const assignment = await root.followUp.lookup.byId(assignmentId);
        if (!assignment) return live && setLoaded({ kind: 'missing' });
        const report = await root.quality.timeReports.of(assignment.id);
        if (live) setLoaded(report ? { kind: 'ready', assignment, report } : { kind: 'not-reported', assignment });
      } catch {
        if (live) setLoaded({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [assignmentId, root, ratedCount]);

  const fresh = loaded.kind === 'ready' || loaded.kind === 'not-reported' ? loaded.assignment : null;

  const actions = (
    <div className="tolk-time-sheet-actions tolk-no-print">
      <Button onClick={() => navigate(from)}>
        <FormattedMessage {...m.cancel} />
      </Button>
      {loaded.kind === 'ready' ? (
        <Button intent="primary" icon="print" onClick={() => window.print()}>
          <FormattedMessage {...m.print} />
        </Button>
      ) : null}
    </div>
  );

  return (
    <section className="tolk-time-sheet" aria-labelledby="time-sheet-heading">
      <h1 id="time-sheet-heading" className="tolk-page-heading">
        {fresh ? <FormattedMessage {...m.heading} values={{ number: fresh.number }} /> : <FormattedMessage {...m.title} />}
      </h1>
      {loaded.kind === 'loading' ? <Spinner size={32} /> : null}
      {loaded.kind === 'missing' ? <Callout intent="warning">{<FormattedMessage {...m.missing} />}</Callout> : null}
      {loaded.kind === 'failed' ? <Callout intent="danger">{<FormattedMessage {...m.failed} />}</Callout> : null}
      {loaded.kind === 'not-reported' ? (
        <div role="status" className="tolk-time-sheet-empty">
          <h2>
            <FormattedMessage {...m.notReported} />
          </h2>
          <p>
            <FormattedMessage {...m.notReportedText} />
          </p>
        </div>
      ) : null}
      {loaded.kind === 'ready' && fresh ? <Report assignment={fresh} report={loaded.report} /> : null}
      {actions}
    </section>
  );
});

function Row({ label, children }: { readonly label: MessageDescriptor; readonly children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage {...label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

function Duration({ seconds }: { readonly seconds: number | null }) {
  const { hours, minutes } = hoursAndMinutes(seconds ?? 0);
  return <FormattedMessage {...m.duration} values={{ hours, minutes }} />;
}

const Report = observer(function Report({
  assignment,
  report,
}: {
  readonly assignment: Assignment;
  readonly report: TimeReport;
}) {
  const intl = useIntl();
  const root = useRootStore();
  const at = (value: TimeReport['start']) => `${formatLongDate(intl.locale, value)} ${formatTime(intl.locale, value)}`;
  return (
    <Card>
      {assignment.canBeRated && assignment.rating === null ? (
        <section className="tolk-no-print" aria-label={intl.formatMessage(m.rateHeader)}>
          <h2>
            <FormattedMessage {...m.rateHeader} />
          </h2>
          <InlineRating assignment={assignment} surface="inline" />
        </section>
      ) : null}
      <dl>
        <Row label={m.assignmentNumber}>{assignment.number}</Row>
        <Row label={m.address}>{assignment.isRemote ? intl.formatMessage(m.remote) : (assignment.address ?? '')}</Row>
        <Row label={m.start}>{at(report.start)}</Row>
        <Row label={m.end}>{at(report.end)}</Row>
        <Row label={m.break}>
          <FormattedMessage {...m.breakMinutes} values={{ minutes: report.breakMinutes }} />
        </Row>
        {showsTravel(assignment.isRemote) ? (
          <>
            <Row label={m.travelTo}>
              <Duration seconds={report.travelTo.seconds} />
            </Row>
            <Row label={m.travelFrom}>
              <Duration seconds={report.travelFrom.seconds} />
            </Row>
            <Row label={m.distance}>
              <FormattedMessage
                {...m.km}
                values={{ km: <FormattedNumber value={report.distanceKm ?? 0} maximumFractionDigits={1} /> }}
              />
            </Row>
          </>
        ) : null}
        {/* Expenses whatever the service: a remote assignment's reported costs are shown too (issue 15). */}
        <Row label={m.expenses}>
          {report.expenses.length === 0 ? (
            <FormattedMessage {...m.noExpenses} />
          ) : (
            <ul className="tolk-file-list">
              {report.expenses.map((e, i) => (
                <li key={i}>
                  <FormattedMessage {...(e.kind === 'parking' ? m.parking : m.otherExpense)} />
                  {': '}
                  <FormattedMessage
                    {...m.amount}
                    values={{
                      amount: <FormattedNumber value={e.amount} minimumFractionDigits={2} maximumFractionDigits={2} />,
                    }}
                  />{' '}
                  {e.receipt ? (
                    <Button
                      minimal
                      small
                      icon="download"
                      className="tolk-no-print"
                      aria-label={intl.formatMessage(m.receipt, { name: e.receipt.filename })}
                      onClick={() =>
                        void root.followUp.files.file(e.receipt!.reference).then((file) => file && downloadFile(file))
                      }
                    >
                      {e.receipt.filename}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={m.signature}>
          {report.signature ? (
            <img
              className="tolk-time-sheet-signature"
              alt={intl.formatMessage(m.signatureAlt)}
              src={`data:${report.signature.contentType};base64,${report.signature.base64}`}
            />
          ) : (
            <FormattedMessage {...m.noSignature} />
          )}
        </Row>
      </dl>
      {awaitsOnlineSignature(report) ? <SignOnline assignment={assignment} report={report} /> : null}
    </Card>
  );
});
