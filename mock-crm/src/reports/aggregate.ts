import { encodeDimension, groupBy, type ColumnarTable } from '@tolk/core';
import type { ReportColumn, StatisticsReport } from '@tolk/crm-contract';
import { agreementOf } from './agreements.js';
import { stockholmDay, stockholmHour } from './calendar.js';
import {
  AUTO_ASSIGN_LABEL,
  BOOKING_TYPE,
  CHANNEL_LABEL,
  FULFILMENT_LABEL,
  FULFILMENT_OF,
  LEAD_TIMES,
  MEASURE_TAKEN,
  SUCCESS_RATE_LABEL,
  WEEKDAYS,
  acceptedButNotFulfilled,
  bookedMinutes,
  bookingTypeOf,
  competenceLabel,
  leadTimeOf,
  minutesSpent,
  type DeviationFact,
  type OrderFact,
} from './facts.js';
import { assignmentPrice, penaltyFor, travelAllowance } from './prices.js';

/**
 * The reporting API's aggregation, pure: facts in, rows out. Every measure is summed in whole
 * units (öre, tenths of a kilometre, minutes, counts) and scaled to the answer's units per row,
 * so a sum over groups is the total.
 */

/** One thing a report counts: an order, or a deviation on an order. */
export interface ReportItem {
  readonly order: OrderFact;
  readonly deviation: DeviationFact | null;
}

export interface ReportContext {
  /** Penalties answered before this instant are on an invoice already (the start of the current month). */
  readonly invoicedBeforeMs: number;
}

type Measures = Readonly<Record<string, number>>;

interface SourceRules {
  readonly counts: 'orders' | 'deviations';
  readonly include: (order: OrderFact) => boolean;
  readonly measures: (item: ReportItem, context: ReportContext) => Measures;
  /** Divisors from the summed units to the answer's (öre → SEK, tenths → km). */
  readonly scale: Readonly<Record<string, number>>;
}

const performed = (o: OrderFact) => o.state === 'fulfilled';
const every = () => true;
const SEK = { invoicedAmount: 100 };

const invoiced = ({ order }: ReportItem): Measures => {
  const minutes = minutesSpent(order);
  return {
    noOfAssignments: 1,
    invoicedAmount: assignmentPrice(order.serviceName, order.competenceLevel, minutes),
    timeSpend: minutes,
  };
};

const fulfilment = ({ order }: ReportItem): Measures => {
  const outcome = FULFILMENT_OF[order.state];
  return {
    noOfAssignments: 1,
    completed: outcome === 'completed' ? 1 : 0,
    accepted: outcome === 'accepted' ? 1 : 0,
    notAccepted: outcome === 'notAccepted' ? 1 : 0,
    cancelledByCustomer: outcome === 'cancelledByCustomer' ? 1 : 0,
    notFulFilled: outcome === 'notFulFilled' ? 1 : 0,
    acceptedButNotFulfilled: acceptedButNotFulfilled(order) ? 1 : 0,
  };
};

/** What each data source counts and sums, by its path after `/api/v1/reportData/`. */
export const SOURCE_RULES: Readonly<Record<string, SourceRules>> = {
  'invoiced-assignment/by-monthv2': { counts: 'orders', include: performed, measures: invoiced, scale: SEK },
  'invoiced-assignment/order-client-units': { counts: 'orders', include: performed, measures: invoiced, scale: SEK },
  'invoiced-assignment/pre-booked': { counts: 'orders', include: performed, measures: invoiced, scale: SEK },
  'invoiced-assignment/late-canceled': {
    counts: 'orders',
    include: (o) => o.state === 'cancelled' && o.lateCancellation,
    measures: ({ order }) => {
      const minutes = bookedMinutes(order);
      return {
        noOfAssignments: 1,
        invoicedAmount: assignmentPrice(order.serviceName, order.competenceLevel, minutes),
        timeSpend: minutes,
      };
    },
    scale: SEK,
  },
  'invoiced-assignment/travel-time-allowance': {
    counts: 'orders',
    include: (o) =>
      performed(o) &&
      !o.isRemote &&
      o.timeReport !== null &&
      (o.timeReport.kilometreTenths > 0 || o.timeReport.travelMinutes > 0),
    measures: ({ order }) => {
      const { kilometreTenths, travelMinutes } = order.timeReport!;
      return {
        noOfAssignments: 1,
        kilometersCompensated: kilometreTenths,
        travelCompensatedAmount: travelAllowance(kilometreTenths, travelMinutes),
        travelTime: travelMinutes,
      };
    },
    scale: { kilometersCompensated: 10, travelCompensatedAmount: 100 },
  },
  'invoiced-assignment/deviations': {
    counts: 'deviations',
    include: every,
    measures: ({ deviation }, context) => {
      const approved = deviation!.status === 'Avslutad' ? penaltyFor(deviation!.cause) : 0;
      return {
        noOfDeviations: 1,
        approvedPenaltyAmount: approved,
        invoicedPenaltyAmount: deviation!.answeredMs < context.invoicedBeforeMs ? approved : 0,
      };
    },
    scale: { approvedPenaltyAmount: 100, invoicedPenaltyAmount: 100 },
  },
  'ordered-assignment/fulfillmentsv2': { counts: 'orders', include: every, measures: fulfilment, scale: {} },
  'ordered-assignment/fulfillments': { counts: 'orders', include: every, measures: () => ({ noOfAssignments: 1 }), scale: {} },
  'ordered-assignment/OrderPattern': {
    counts: 'orders',
    include: every,
    measures: ({ order }) => ({ noOfAssignments: 1, timeSpend: bookedMinutes(order) }),
    scale: {},
  },
};

// ---- Columns -------------------------------------------------------------------------------

type Column = ReportColumn | 'month';

const HOUR_LABELS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

function valueOf(column: Column, { order, deviation }: ReportItem): string {
  switch (column) {
    case 'month':
      return stockholmDay(order.startMs).monthKey;
    case 'monthYear':
      return stockholmDay(order.startMs).monthYearLabel;
    case 'interpretationType':
      return order.serviceName;
    case 'skill':
      return order.skill;
    case 'substituteSkill':
      return order.substituteSkill ?? 'Inget ersättningsspråk';
    case 'competenceLevel':
      return competenceLabel(order.competenceLevel);
    case 'customerReference':
      return order.customerReference?.trim() || 'Ingen referens';
    case 'orderUnitNumber':
      return order.orderUnitNumber;
    case 'orderUnitName':
      return order.orderUnitName;
    case 'clientUnitName':
      return order.clientUnitName;
    case 'county':
      return order.county ?? 'Okänt län';
    case 'postalCity':
      return order.city ?? 'Okänd ort';
    case 'complaintCause':
      return deviation?.cause ?? 'Okänd orsak';
    case 'measureTaken':
      return deviation ? MEASURE_TAKEN[deviation.status] : MEASURE_TAKEN.Nyregistrerad;
    case 'bookingType':
      return bookingTypeOf(order);
    case 'weekday':
      return WEEKDAYS[stockholmDay(order.startMs).weekday - 1]!;
    case 'startHour':
      return HOUR_LABELS[stockholmHour(order.startMs)]!;
    case 'leadTime':
      return leadTimeOf(order);
    case 'orderChannel':
      return CHANNEL_LABEL[order.channel];
    case 'fulfilmentStatus':
      return FULFILMENT_LABEL[FULFILMENT_OF[order.state]];
  }
}

/** Columns with a natural order; the others sort alphabetically (Swedish). */
const NATURAL_ORDER: Partial<Record<Column, readonly string[]>> = {
  weekday: WEEKDAYS,
  leadTime: LEAD_TIMES,
  bookingType: [BOOKING_TYPE.preBooked, BOOKING_TYPE.emergency],
  fulfilmentStatus: Object.values(FULFILMENT_LABEL),
  measureTaken: Object.values(MEASURE_TAKEN),
};

function compareBy(column: Column, a: string, b: string): number {
  const order = NATURAL_ORDER[column];
  if (order) return order.indexOf(a) - order.indexOf(b);
  return column === 'month' ? (a < b ? -1 : a > b ? 1 : 0) : a.localeCompare(b, 'sv');
}

// ---- Aggregation ---------------------------------------------------------------------------

export interface ReportInput {
  readonly orders: readonly OrderFact[];
  readonly deviations: readonly DeviationFact[];
  /** Only orders (and deviations on orders) of these agreements count. */
  readonly agreements: ReadonlySet<number>;
  readonly context: ReportContext;
}

export type ReportRow = Record<string, string | number>;

/**
 * The rows of a data source grouped by `groupColumns` (none: one row of totals, or no row when
 * nothing counts). A row carries its group's values (with `month` beside `monthYear`) and the
 * summed measures; rows come in the order of the group columns' values.
 */
export function reportRows(source: string, groupColumns: readonly ReportColumn[], input: ReportInput): ReportRow[] {
  const rules = SOURCE_RULES[source];
  if (!rules) throw new Error(`no rules for report source ${source}`);
  const columns: Column[] = groupColumns.includes('monthYear') ? ['month', ...groupColumns] : [...groupColumns];
  const inAgreement = (order: OrderFact) => input.agreements.has(agreementOf(order));
  const items: ReportItem[] =
    rules.counts === 'orders'
      ? input.orders.filter((o) => inAgreement(o) && rules.include(o)).map((order) => ({ order, deviation: null }))
      : input.deviations
          .filter((d) => inAgreement(d.order) && rules.include(d.order))
          .map((deviation) => ({ order: deviation.order, deviation }));

  const sorted = groupItems(items, columns, (item) => rules.measures(item, input.context)).sort((a, b) => {
    for (let i = 0; i < columns.length; i++) {
      const c = compareBy(columns[i]!, a.values[i]!, b.values[i]!);
      if (c !== 0) return c;
    }
    return 0;
  });
  return sorted.map(({ values, sums }) => {
    const row: ReportRow = {};
    columns.forEach((column, i) => (row[column] = values[i]!));
    for (const [measure, sum] of Object.entries(sums)) row[measure] = sum / (rules.scale[measure] ?? 1);
    return row;
  });
}

/**
 * The items grouped by `columns` with their measures summed, through the portal's report engine
 * (@tolk/core): the values decoded once into dictionary-coded columns, each item's measures written
 * straight into typed columns (measures named in the order they first appear), then one group-by.
 */
function groupItems(
  items: readonly ReportItem[],
  columns: readonly Column[],
  measuresOf: (item: ReportItem) => Measures,
): { values: string[]; sums: Record<string, number> }[] {
  const length = items.length;
  const measures = new Map<string, Float64Array>();
  for (let i = 0; i < length; i++) {
    const amounts = measuresOf(items[i]!);
    for (const name in amounts) {
      let column = measures.get(name);
      if (!column) measures.set(name, (column = new Float64Array(length)));
      column[i] = amounts[name]!;
    }
  }
  const table: ColumnarTable = {
    length,
    dimensions: Object.fromEntries(columns.map((column) => [column, encodeDimension((i) => valueOf(column, items[i]!), length)])),
    measures: Object.fromEntries(measures),
  };
  const measureNames = [...measures.keys()];
  return groupBy(table, columns, measureNames).groups.map((group) => ({ values: [...group.keys], sums: { ...group.sums } }));
}

// ---- CustomerStatistics ------------------------------------------------------------------------

type Kpis = Omit<StatisticsReport, 'dateFrom' | 'dateTo'>;

/**
 * Counts per label through the core engine (the labels dictionary-coded, then a count-only
 * group-by), largest first (ties by label), each row with the period's total.
 */
function kpiRows<K extends string>(orders: readonly OrderFact[], label: K, labelOf: (o: OrderFact) => string) {
  const table: ColumnarTable = {
    length: orders.length,
    dimensions: { [label]: encodeDimension((i) => labelOf(orders[i]!), orders.length) },
    measures: {},
  };
  return groupBy(table, [label], [])
    .groups.map((group) => [group.keys[0]!, group.count] as const)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'sv'))
    .map(
      ([value, assignmentCount]) =>
        ({ [label]: value, assignmentCount, totalOrderCount: orders.length }) as Record<K, string> & {
          assignmentCount: number;
          totalOrderCount: number;
        },
    );
}

/**
 * The KPI statistics of the orders starting in a period (spec 3 §3): every list partitions them,
 * so each list's counts add up to `orderCount`.
 */
export function statistics(orders: readonly OrderFact[]): Kpis {
  return {
    orderCount: orders.length,
    Competence: kpiRows(orders, 'competenceLevel', (o) => competenceLabel(o.competenceLevel)),
    SkillStatistics: kpiRows(orders, 'skill', (o) => o.skill),
    InterpretationType: kpiRows(orders, 'interpretationType', (o) => o.serviceName),
    SuccessRateStatistics: kpiRows(orders, 'SuccessRateName', (o) => SUCCESS_RATE_LABEL[o.state]),
    AutoAssignStatistics: kpiRows(orders, 'AutoAssignName', (o) =>
      o.autoAssign ? AUTO_ASSIGN_LABEL.direct : AUTO_ASSIGN_LABEL.request,
    ),
    OrderChannel: kpiRows(orders, 'orderChannel', (o) => CHANNEL_LABEL[o.channel]),
  };
}
