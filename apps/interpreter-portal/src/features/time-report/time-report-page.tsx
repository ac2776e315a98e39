import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  InputGroup,
  Spinner,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { acceptsReceipt, canSendTimeReport, type ExpenseRow, type TimeReportForm } from '@tolk/core';
import { describeProblem, formatDateTimeRange, readBase64, SignaturePad, TimeInput, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';
import { useInterpreterRoot } from '../../app/root-context.js';
import type { TimeReportStore } from './time-report-store.js';
import { problemMessageOf, timeReportMessages as m } from './time-report.messages.js';

const time = (text: string) => Temporal.PlainTime.from(text);

/** /assignment/:id/time-report (spec 3 §2 "time report with signature, expenses and home trip", §5). */
export const TimeReportPage = observer(function TimeReportPage() {
  const { id = '' } = useParams();
  const root = useInterpreterRoot();
  const intl = useIntl();
  const [store] = useState(() => root.screens.timeReport(id));
  useEffect(() => void store.load(), [store]);
  const { assignment, form } = store;
  usePageTitle(m.title, { number: assignment?.number ?? '' });
  const back = (
    <Link to={`/assignment/${encodeURIComponent(id)}`}>
      <FormattedMessage {...m.back} />
    </Link>
  );

  if (store.loadFailed)
    return (
      <div className="tolk-page">
        <Callout intent="warning" role="status">
          <FormattedMessage {...m.loadFailed} />{' '}
          <Button variant="minimal" onClick={() => void store.load()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </Callout>
      </div>
    );
  if (!assignment || !form) return <Spinner />;
  if (store.state === 'sent')
    return (
      <div className="tolk-page">
        <H1>
          <FormattedMessage {...m.title} values={{ number: assignment.number }} />
        </H1>
        <Callout intent="success" role="status">
          <p>
            <FormattedMessage {...m.sent} />
          </p>
          {back}
        </Callout>
      </div>
    );
  if (!canSendTimeReport(assignment))
    return (
      <div className="tolk-page">
        <Callout role="status">
          <FormattedMessage {...m.notReportable} /> {back}
        </Callout>
      </div>
    );

  const shownProblems = store.tried ? [...new Set(store.problems.map((problem) => problemMessageOf(problem)))] : [];
  return (
    <div className="tolk-page tolk-time-report">
      <p>{back}</p>
      <H1>
        <FormattedMessage {...m.title} values={{ number: assignment.number }} />
      </H1>
      <p className="tolk-muted">
        <FormattedMessage {...m.booked} />
        {': '}
        {formatDateTimeRange(intl.locale, assignment.start, assignment.end)}
        {' · '}
        {assignment.language}
        {' · '}
        {assignment.customerName}
      </p>
      <p className="tolk-muted">
        <FormattedMessage {...m.kept} />
      </p>
      <form
        noValidate
        aria-label={intl.formatMessage(m.title, { number: assignment.number })}
        onSubmit={(event) => {
          event.preventDefault();
          void store.send();
        }}
      >
        <WorkTimes store={store} form={form} />
        {assignment.remote ? null : <Travel store={store} form={form} />}
        <Expenses store={store} form={form} />
        <Signature store={store} form={form} />
        {shownProblems.length > 0 ? (
          <Callout intent="danger" role="alert" className="tolk-report-problems">
            <FormattedMessage {...m.fix} />
            <ul>
              {shownProblems.map((message) => (
                <li key={String(message.id)}>{intl.formatMessage(message)}</li>
              ))}
            </ul>
          </Callout>
        ) : null}
        {store.refusal ? (
          <Callout intent="danger" role="alert" className="tolk-report-problems">
            <p>
              <FormattedMessage {...m.notSent} />
            </p>
            {store.refusal.length > 0 ? (
              <p>{describeProblem({ kind: 'service-errors', errors: store.refusal }, intl).join(' ')}</p>
            ) : null}
          </Callout>
        ) : null}
        <Button type="submit" intent="primary" size="large" icon="send-message" loading={store.state === 'sending'}>
          <FormattedMessage {...m.send} />
        </Button>
      </form>
    </div>
  );
});

interface PartProps {
  readonly store: TimeReportStore;
  readonly form: TimeReportForm;
}

const WorkTimes = observer(function WorkTimes({ store, form }: PartProps) {
  const intl = useIntl();
  return (
    <Card className="tolk-report-part">
      <H2>
        <FormattedMessage {...m.work} />
      </H2>
      <div className="tolk-report-row">
        <FormGroup label={intl.formatMessage(m.date)} labelFor="report-date">
          <InputGroup id="report-date" type="date" value={form.date} onValueChange={(date) => date && store.change({ date })} />
        </FormGroup>
        <TimeInput
          id="report-start"
          label={intl.formatMessage(m.start)}
          value={time(form.start)}
          onChange={(t) => store.change({ start: t.toString({ smallestUnit: 'minute' }) })}
        />
        <TimeInput
          id="report-end"
          label={intl.formatMessage(m.end)}
          value={time(form.end)}
          onChange={(t) => store.change({ end: t.toString({ smallestUnit: 'minute' }) })}
          helper={
            store.assignment && !store.assignment.start.toPlainDate().equals(store.assignment.end.toPlainDate())
              ? intl.formatMessage(m.nightNote)
              : undefined
          }
        />
        <FormGroup label={intl.formatMessage(m.breakMinutes)} labelFor="report-break">
          <InputGroup
            id="report-break"
            inputMode="numeric"
            value={form.breakMinutes}
            onValueChange={(breakMinutes) => store.change({ breakMinutes })}
          />
        </FormGroup>
      </div>
    </Card>
  );
});

const Travel = observer(function Travel({ store, form }: PartProps) {
  const intl = useIntl();
  const leg = (key: 'travelTo' | 'homeTrip', label: string, defaults: { start: string; end: string }) => {
    const value = form[key];
    return (
      <div className="tolk-report-leg">
        <Switch
          label={label}
          checked={value !== null}
          onChange={(event) => store.change({ [key]: event.currentTarget.checked ? { ...defaults, km: '' } : null })}
        />
        {value ? (
          <div className="tolk-report-row">
            <TimeInput
              id={`${key}-start`}
              label={`${label}: ${intl.formatMessage(m.travelStart)}`}
              value={time(value.start)}
              onChange={(t) => store.change({ [key]: { ...value, start: t.toString({ smallestUnit: 'minute' }) } })}
            />
            <TimeInput
              id={`${key}-end`}
              label={`${label}: ${intl.formatMessage(m.travelEnd)}`}
              value={time(value.end)}
              onChange={(t) => store.change({ [key]: { ...value, end: t.toString({ smallestUnit: 'minute' }) } })}
            />
            <FormGroup label={`${label}: ${intl.formatMessage(m.distance)}`} labelFor={`${key}-km`}>
              <InputGroup
                id={`${key}-km`}
                inputMode="decimal"
                value={value.km}
                onValueChange={(km) => store.change({ [key]: { ...value, km } })}
              />
            </FormGroup>
          </div>
        ) : null}
      </div>
    );
  };
  const startMinus30 = time(form.start).subtract({ minutes: 30 }).toString({ smallestUnit: 'minute' });
  const endPlus30 = time(form.end).add({ minutes: 30 }).toString({ smallestUnit: 'minute' });
  return (
    <Card className="tolk-report-part">
      <H2>
        <FormattedMessage {...m.travel} />
      </H2>
      {leg('travelTo', intl.formatMessage(m.travelTo), { start: startMinus30, end: form.start })}
      {leg('homeTrip', intl.formatMessage(m.homeTrip), { start: form.end, end: endPlus30 })}
    </Card>
  );
});

const Expenses = observer(function Expenses({ store, form }: PartProps) {
  const intl = useIntl();
  const [refusedFile, setRefusedFile] = useState<number | null>(null);
  const update = (index: number, row: ExpenseRow | null) =>
    store.change({ expenses: form.expenses.flatMap((old, i) => (i !== index ? [old] : row ? [row] : [])) });
  const choose = async (index: number, row: ExpenseRow, file: File | undefined) => {
    if (!file) return;
    // Receipts are photos (spec 3 §5): anything else is refused here, as the CRM would.
    if (!acceptsReceipt(file)) {
      setRefusedFile(index);
      return;
    }
    setRefusedFile(null);
    update(index, { ...row, receipt: { filename: file.name, contentType: file.type, base64: await readBase64(file) } });
  };
  return (
    <Card className="tolk-report-part">
      <H2>
        <FormattedMessage {...m.expenses} />
      </H2>
      {form.expenses.length === 0 ? (
        <p className="tolk-muted">
          <FormattedMessage {...m.noExpenses} />
        </p>
      ) : null}
      {form.expenses.map((row, index) => {
        const n = index + 1;
        return (
          <div className="tolk-report-row tolk-expense" key={index}>
            <FormGroup label={intl.formatMessage(m.expenseType, { row: n })} labelFor={`expense-type-${n}`}>
              <HTMLSelect
                id={`expense-type-${n}`}
                value={row.type}
                onChange={(event) => update(index, { ...row, type: event.currentTarget.value === '1' ? 1 : 2 })}
                options={[
                  { value: 1, label: intl.formatMessage(m.parking) },
                  { value: 2, label: intl.formatMessage(m.other) },
                ]}
              />
            </FormGroup>
            <FormGroup label={intl.formatMessage(m.amount, { row: n })} labelFor={`expense-amount-${n}`}>
              <InputGroup
                id={`expense-amount-${n}`}
                inputMode="decimal"
                value={row.amount}
                onValueChange={(amount) => update(index, { ...row, amount })}
              />
            </FormGroup>
            <FormGroup
              label={intl.formatMessage(m.receipt, { row: n })}
              labelFor={`expense-receipt-${n}`}
              intent={refusedFile === index ? 'danger' : 'none'}
              helperText={
                refusedFile === index ? (
                  <span role="alert">{intl.formatMessage(m.invalidFile)}</span>
                ) : row.receipt ? (
                  intl.formatMessage(m.receiptChosen, { name: row.receipt.filename })
                ) : undefined
              }
            >
              <input
                id={`expense-receipt-${n}`}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={(event) => void choose(index, row, event.currentTarget.files?.[0])}
              />
            </FormGroup>
            <Button
              variant="minimal"
              icon="trash"
              aria-label={intl.formatMessage(m.removeExpense, { row: n })}
              onClick={() => update(index, null)}
            />
          </div>
        );
      })}
      <Button icon="plus" onClick={() => store.change({ expenses: [...form.expenses, { type: 1, amount: '', receipt: null }] })}>
        <FormattedMessage {...m.addExpense} />
      </Button>
    </Card>
  );
});

const Signature = observer(function Signature({ store, form }: PartProps) {
  const intl = useIntl();
  return (
    <Card className="tolk-report-part">
      <H2>
        <FormattedMessage {...m.signature} />
      </H2>
      <Checkbox
        label={intl.formatMessage(m.noSignature)}
        checked={form.noSignature}
        onChange={(event) => store.change({ noSignature: event.currentTarget.checked })}
      />
      {form.noSignature ? (
        <FormGroup
          label={intl.formatMessage(m.reason)}
          labelFor="no-signature-reason"
          helperText={intl.formatMessage(m.reasonNote)}
        >
          <TextArea
            id="no-signature-reason"
            fill
            rows={3}
            maxLength={1000}
            value={form.reason}
            onChange={(event) => store.change({ reason: event.target.value })}
          />
        </FormGroup>
      ) : (
        <>
          <p id="signature-help" className="tolk-muted">
            <FormattedMessage {...m.signatureHelp} />
          </p>
          <SignaturePad
            value={form.signature}
            onChange={(signature) => store.change({ signature })}
            label={intl.formatMessage(m.signatureCanvas)}
            clearLabel={intl.formatMessage(m.clearSignature)}
            describedBy="signature-help"
          />
        </>
      )}
    </Card>
  );
});
