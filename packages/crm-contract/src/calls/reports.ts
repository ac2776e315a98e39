import * as t from 'io-ts';
import { Text, coded, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { ErrorCode, Errors } from '../errors.js';

/**
 * Reporting (spec 3 §2, §3, §7): the KPI statistics, the link to the external interpreter report,
 * and the reporting API's nine data sources. The GET calls take their input from the query string
 * (the `request` codec describes it, every value a string) and prove who calls in headers.
 */

/** Header names of the GET calls: CustomerStatistics carries the Token; the reporting API the ApiKey and customerNumber. */
export const REPORTING_HEADERS = { token: 'Token', apiKey: 'ApiKey', customerNumber: 'customerNumber' } as const;

const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A date of the reporting calls, `MM-DD-YYYY` (spec 3 §7), as year, month and day; null when it is none. */
export function readReportDate(text: string): { year: number; month: number; day: number } | null {
  const m = MDY.exec(text);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const valid = year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  return valid ? { year, month, day } : null;
}

/** `MM-DD-YYYY`, a real calendar date (2003 otherwise). */
export const ReportDate = coded('ReportDate', t.string, ErrorCode.InvalidDatetime, (s) => readReportDate(s) !== null);

/** The items of a comma-separated query value, trimmed, empty ones dropped, each once. */
export const listItems = (text: string | null | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/** Agreement ids, comma-separated (`4,22`); empty means all the customer's agreements (2004 otherwise). */
export const AgreementIds = coded('AgreementIds', t.string, ErrorCode.UnexpectedDataType, (s) =>
  listItems(s).every((item) => /^\d{1,9}$/.test(item)),
);

// ---- CustomerStatistics: the KPI dashboard -----------------------------------------------------

const counts = { assignmentCount: t.number, totalOrderCount: t.number };

/**
 * One KPI row: how many of the period's orders (`assignmentCount`) have this label, out of all of
 * them (`totalOrderCount`, the same on every row). The rows of one list partition the period's orders.
 */
export const CompetenceKpi = t.type({ competenceLevel: t.string, ...counts });
export const SkillKpi = t.type({ skill: t.string, ...counts });
export const InterpretationTypeKpi = t.type({ interpretationType: t.string, ...counts });
export const SuccessRateKpi = t.type({ SuccessRateName: t.string, ...counts });
export const AutoAssignKpi = t.type({ AutoAssignName: t.string, ...counts });
export const OrderChannelKpi = t.type({ orderChannel: t.string, ...counts });

/** The statistics report of spec 3 §3; dates echo the query (`MM-DD-YYYY`); lists sorted by count, largest first. */
export const StatisticsReport = t.type({
  dateFrom: t.string,
  dateTo: t.string,
  orderCount: t.number,
  Competence: t.array(CompetenceKpi),
  SkillStatistics: t.array(SkillKpi),
  InterpretationType: t.array(InterpretationTypeKpi),
  SuccessRateStatistics: t.array(SuccessRateKpi),
  AutoAssignStatistics: t.array(AutoAssignKpi),
  OrderChannel: t.array(OrderChannelKpi),
});
export type StatisticsReport = t.TypeOf<typeof StatisticsReport>;

export const CustomerStatistics = endpoint({
  name: 'CustomerStatistics',
  method: 'GET',
  path: '/CRMCustomer/CustomerStatistics',
  authentication: 'token',
  summary:
    "KPI statistics of the orders starting in a period. GET; query from, to (MM-DD-YYYY, inclusive) and customerNumber (the token's customer); the session token in the Token header.",
  request: request('CustomerStatisticsQuery', { from: ReportDate, to: ReportDate, customerNumber: Text(300) }),
  response: t.type({ Statistics: nullable(StatisticsReport), Errors }),
});

export const GetLoginLinkExternalReport = endpoint({
  name: 'GetLoginLinkExternalReport',
  method: 'POST',
  path: '/CRMCustomer/GetLoginLinkExternalReport',
  authentication: 'token',
  summary: 'A short-lived link to the external interpreter report, opened in a new tab.',
  request: request('GetLoginLinkExternalReportRequest', { Token: t.string }),
  response: t.type({ GetLoginLinkExternalReportUrl: nullable(t.string), Errors }),
});

// ---- The reporting API ------------------------------------------------------------------------

/** The columns a report can group by; each row carries the ones it was grouped by. */
const DIMENSIONS = {
  /** `YYYY-MM`, the sort key that comes with monthYear. */
  month: t.string,
  /** The month-year label, e.g. `november 2026` (Swedish month names). */
  monthYear: t.string,
  interpretationType: t.string,
  skill: t.string,
  substituteSkill: t.string,
  competenceLevel: t.string,
  customerReference: t.string,
  orderUnitNumber: t.string,
  orderUnitName: t.string,
  clientUnitName: t.string,
  county: t.string,
  postalCity: t.string,
  complaintCause: t.string,
  measureTaken: t.string,
  bookingType: t.string,
  weekday: t.string,
  startHour: t.string,
  leadTime: t.string,
  orderChannel: t.string,
  fulfilmentStatus: t.string,
};
type Dimensions = typeof DIMENSIONS;
/** A column `groupColumns` may name (`month` comes with monthYear, it is not asked for). */
export type ReportColumn = Exclude<keyof Dimensions, 'month'>;

const pick = <K extends keyof Dimensions>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, DIMENSIONS[key]])) as { [P in K]: Dimensions[P] };

const invoiced = { noOfAssignments: t.number, invoicedAmount: t.number, timeSpend: t.number };
const fulfilment = {
  noOfAssignments: t.number,
  completed: t.number,
  accepted: t.number,
  notAccepted: t.number,
  cancelledByCustomer: t.number,
  notFulFilled: t.number,
  acceptedButNotFulfilled: t.number,
};

export const ReportAgreement = t.type({ id: t.number, name: t.string });
export type ReportAgreement = t.TypeOf<typeof ReportAgreement>;

export interface ReportSourceSpec<C extends ReportColumn, M extends t.Props> {
  /** The endpoint's name in the contract. */
  readonly name: string;
  /** The path after `/api/v1/reportData/`. */
  readonly source: string;
  readonly summary: string;
  readonly columns: readonly C[];
  /** The grouping when `groupColumns` is absent or empty. */
  readonly defaultColumns: readonly C[];
  readonly measures: M;
}

/** `groupColumns`: comma-separated columns of this source (6032 for any other). */
const GroupColumns = (columns: readonly string[]) =>
  coded(`GroupColumns(${columns.join('|')})`, t.string, ErrorCode.UnknownReportColumn, (s) =>
    listItems(s).every((c) => columns.includes(c)),
  );

function reportSource<C extends ReportColumn, M extends t.Props>(spec: ReportSourceSpec<C, M>) {
  const rowKeys = (spec.columns as readonly string[]).includes('monthYear') ? ['month' as const, ...spec.columns] : spec.columns;
  const Row = t.intersection([t.partial(pick<C | 'month'>(rowKeys)), t.type(spec.measures)], `${spec.name}Row`);
  return {
    ...spec,
    Row,
    endpoint: endpoint({
      name: spec.name,
      method: 'GET',
      path: `/api/v1/reportData/${spec.source}`,
      authentication: 'api-key',
      summary: `${spec.summary} GET; query from, to (MM-DD-YYYY, inclusive), agreements (ids, comma-separated), groupColumns (${spec.columns.join(', ')}; default ${spec.defaultColumns.join(', ')}); headers ApiKey and customerNumber.`,
      request: request(
        `${spec.name}Query`,
        { from: ReportDate, to: ReportDate },
        { agreements: AgreementIds, groupColumns: GroupColumns(spec.columns) },
      ),
      response: t.type({ Rows: nullable(t.array(Row)), Agreements: nullable(t.array(ReportAgreement)), Errors }),
    }),
  };
}

export const InvoicedByMonth = reportSource({
  name: 'ReportInvoicedByMonth',
  source: 'invoiced-assignment/by-monthv2',
  summary: 'Performed (invoiced) assignments: count, invoiced amount (SEK) and time spent (minutes).',
  columns: ['monthYear', 'interpretationType', 'skill', 'substituteSkill', 'competenceLevel', 'customerReference'],
  defaultColumns: ['monthYear'],
  measures: invoiced,
});

export const InvoicedOrderClientUnits = reportSource({
  name: 'ReportInvoicedOrderClientUnits',
  source: 'invoiced-assignment/order-client-units',
  summary: 'Performed (invoiced) assignments per ordering unit and client (invoice) unit.',
  columns: ['orderUnitNumber', 'orderUnitName', 'clientUnitName', 'monthYear', 'interpretationType', 'customerReference'],
  defaultColumns: ['orderUnitNumber', 'orderUnitName', 'clientUnitName'],
  measures: invoiced,
});

export const InvoicedLateCanceled = reportSource({
  name: 'ReportInvoicedLateCanceled',
  source: 'invoiced-assignment/late-canceled',
  summary: 'Late cancellations (charged): count, fee (SEK) and the booked time (minutes).',
  columns: ['monthYear', 'interpretationType', 'skill', 'competenceLevel'],
  defaultColumns: ['monthYear'],
  measures: invoiced,
});

export const InvoicedTravelTimeAllowance = reportSource({
  name: 'ReportInvoicedTravelTimeAllowance',
  source: 'invoiced-assignment/travel-time-allowance',
  summary: 'Travel of performed on-site assignments: kilometres, travel allowance (SEK) and travel time (minutes).',
  columns: ['monthYear', 'county', 'postalCity', 'interpretationType', 'skill'],
  defaultColumns: ['monthYear'],
  measures: {
    noOfAssignments: t.number,
    kilometersCompensated: t.number,
    travelCompensatedAmount: t.number,
    travelTime: t.number,
  },
});

export const InvoicedPreBooked = reportSource({
  name: 'ReportInvoicedPreBooked',
  source: 'invoiced-assignment/pre-booked',
  summary: 'Performed assignments, pre-booked or emergency (booked less than 24 hours ahead).',
  columns: ['bookingType', 'monthYear', 'interpretationType', 'skill'],
  defaultColumns: ['bookingType'],
  measures: invoiced,
});

export const InvoicedDeviations = reportSource({
  name: 'ReportInvoicedDeviations',
  source: 'invoiced-assignment/deviations',
  summary: 'Deviations on the assignments of the period: count and penalties (SEK) approved and credited on an invoice.',
  columns: ['complaintCause', 'measureTaken', 'monthYear', 'interpretationType', 'skill'],
  defaultColumns: ['complaintCause'],
  measures: { noOfDeviations: t.number, approvedPenaltyAmount: t.number, invoicedPenaltyAmount: t.number },
});

export const OrderedFulfillmentsV2 = reportSource({
  name: 'ReportOrderedFulfillmentsV2',
  source: 'ordered-assignment/fulfillmentsv2',
  summary: 'Ordered assignments and how they went, one count per outcome.',
  columns: ['monthYear', 'interpretationType', 'skill', 'competenceLevel'],
  defaultColumns: ['monthYear'],
  measures: fulfilment,
});

export const OrderedOrderPattern = reportSource({
  name: 'ReportOrderedOrderPattern',
  source: 'ordered-assignment/OrderPattern',
  summary: 'When assignments take place and how far ahead they are ordered: count and booked time (minutes).',
  columns: ['weekday', 'startHour', 'leadTime', 'orderChannel', 'monthYear', 'interpretationType'],
  defaultColumns: ['weekday'],
  measures: { noOfAssignments: t.number, timeSpend: t.number },
});

export const OrderedFulfillments = reportSource({
  name: 'ReportOrderedFulfillments',
  source: 'ordered-assignment/fulfillments',
  summary: 'Ordered assignments per outcome (one row per fulfilment status), for pie charts.',
  columns: ['fulfilmentStatus', 'monthYear', 'interpretationType', 'skill'],
  defaultColumns: ['fulfilmentStatus'],
  measures: { noOfAssignments: t.number },
});

/** The nine data sources of the reporting API (spec 3 §7). */
export const REPORT_SOURCES = [
  InvoicedByMonth,
  InvoicedOrderClientUnits,
  InvoicedLateCanceled,
  InvoicedTravelTimeAllowance,
  InvoicedPreBooked,
  InvoicedDeviations,
  OrderedFulfillmentsV2,
  OrderedOrderPattern,
  OrderedFulfillments,
] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_DATA_PREFIX = '/api/v1/reportData/';

export const ReportInvoicedByMonth = InvoicedByMonth.endpoint;
export const ReportInvoicedOrderClientUnits = InvoicedOrderClientUnits.endpoint;
export const ReportInvoicedLateCanceled = InvoicedLateCanceled.endpoint;
export const ReportInvoicedTravelTimeAllowance = InvoicedTravelTimeAllowance.endpoint;
export const ReportInvoicedPreBooked = InvoicedPreBooked.endpoint;
export const ReportInvoicedDeviations = InvoicedDeviations.endpoint;
export const ReportOrderedFulfillmentsV2 = OrderedFulfillmentsV2.endpoint;
export const ReportOrderedOrderPattern = OrderedOrderPattern.endpoint;
export const ReportOrderedFulfillments = OrderedFulfillments.endpoint;
