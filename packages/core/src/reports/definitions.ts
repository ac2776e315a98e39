import type { ColumnFormat, ColumnStruct, ReportChartDefinition, ReportDefinition, ReportTableDefinition } from './definition.js';

/*
 * The detail reports (spec 3 §2), as data: ten definitions over the nine sources. Titles are
 * message ids of the portal's catalogue (`reports.field.<field>`, `reports.definition.<name>`).
 * Each definition fetches its sources at the finest grain it needs; the engine re-aggregates.
 * Ids and sources are listed in docs/api.md ("Report definitions").
 */

/** The default agreements (spec 3 §9): the selector is hidden, and selection 0 sends both. */
export const DEFAULT_AGREEMENTS = [
  { id: 4, name: 'Ramavtal distanstolkning (telefon och video)' },
  { id: 22, name: 'Ramavtal kontakttolkning (på plats)' },
] as const;

const WIDTHS: Record<ColumnFormat, number> = { text: 220, count: 110, kronor: 140, minutes: 110, kilometres: 110 };

const column = (field: string, format: ColumnFormat, extra: Partial<ColumnStruct> = {}): ColumnStruct => ({
  field,
  title: `reports.field.${field}`,
  showOnGrid: true,
  format,
  width: WIDTHS[format],
  sortable: true,
  ...extra,
});
const text = (field: string) => column(field, 'text');
const count = (field: string) => column(field, 'count');

const INVOICED = [count('noOfAssignments'), column('invoicedAmount', 'kronor'), column('timeSpend', 'minutes')];
const BY_MONTH = 'invoiced-assignment/by-monthv2';
const ORDER_PATTERN = 'ordered-assignment/OrderPattern';

/** A property-group table: one row per value of `groupTable`. */
function grouped(
  id: string,
  dataSource: string,
  groupTable: string,
  measures: readonly ColumnStruct[],
  excelSheetName: string,
): ReportTableDefinition {
  return {
    id,
    title: `reports.field.${groupTable}`,
    type: 'property-group',
    dataSource,
    groupTable,
    columGroup: null,
    columnStruct: [text(groupTable), ...measures],
    excelSheetName,
  };
}

/** A distributed table: per `groupTable` value, the measure spread over the values of `aggregateOn`. */
function distributed(
  id: string,
  dataSource: string,
  groupTable: string,
  aggregateOn: string,
  measure: ColumnStruct,
  excelSheetName: string,
): ReportTableDefinition {
  return {
    id,
    title: `reports.field.${aggregateOn}`,
    type: 'distribute-property-group',
    dataSource,
    groupTable,
    columGroup: { aggregateOn, aggregateElements: [measure.field] },
    columnStruct: [text(groupTable), { ...text(aggregateOn), subColumn: [measure] }],
    excelSheetName,
  };
}

const chart = (
  id: string,
  type: 'bar' | 'pie',
  dataSource: string,
  dimension: string,
  measure = 'noOfAssignments',
): ReportChartDefinition => ({ id, title: `reports.field.${dimension}`, type, dataSource, dimension, measure });

const definition = (
  id: number,
  name: string,
  dataSources: ReportDefinition['dataSources'],
  tables: readonly ReportTableDefinition[],
  charts: readonly ReportChartDefinition[],
): ReportDefinition => ({
  id,
  title: `reports.definition.${name}`,
  dataSources,
  tables,
  charts,
  excelFileName: `${name}.xlsx`,
  range: 'last-11-months',
  agreements: DEFAULT_AGREEMENTS,
});

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  definition(
    1,
    'summaryByMonth',
    [{ source: BY_MONTH, groupColumns: ['monthYear', 'interpretationType', 'competenceLevel'] }],
    [
      grouped('per-month', BY_MONTH, 'monthYear', INVOICED, 'Per månad'),
      distributed(
        'month-by-type',
        BY_MONTH,
        'monthYear',
        'interpretationType',
        count('noOfAssignments'),
        'Månad per tolkningstyp',
      ),
    ],
    [chart('month-chart', 'bar', BY_MONTH, 'monthYear'), chart('type-chart', 'pie', BY_MONTH, 'interpretationType')],
  ),
  definition(
    2,
    'perInterpretationType',
    [{ source: BY_MONTH, groupColumns: ['interpretationType', 'monthYear'] }],
    [grouped('per-type', BY_MONTH, 'interpretationType', INVOICED, 'Per tolkningstyp')],
    [chart('type-chart', 'pie', BY_MONTH, 'interpretationType')],
  ),
  definition(
    3,
    'perSkill',
    [{ source: BY_MONTH, groupColumns: ['skill', 'substituteSkill', 'interpretationType'] }],
    [
      grouped('per-skill', BY_MONTH, 'skill', INVOICED, 'Per språk'),
      grouped('per-substitute', BY_MONTH, 'substituteSkill', INVOICED, 'Per ersättningsspråk'),
    ],
    [chart('skill-chart', 'bar', BY_MONTH, 'skill'), chart('type-chart', 'pie', BY_MONTH, 'interpretationType')],
  ),
  definition(
    4,
    'perCompetence',
    [{ source: BY_MONTH, groupColumns: ['competenceLevel', 'interpretationType'] }],
    [grouped('per-competence', BY_MONTH, 'competenceLevel', INVOICED, 'Per kompetens')],
    [chart('competence-chart', 'bar', BY_MONTH, 'competenceLevel'), chart('type-chart', 'pie', BY_MONTH, 'interpretationType')],
  ),
  definition(
    5,
    'perUnit',
    [
      {
        source: 'invoiced-assignment/order-client-units',
        groupColumns: ['orderUnitNumber', 'orderUnitName', 'clientUnitName', 'customerReference'],
      },
    ],
    [
      {
        id: 'units',
        title: 'reports.field.orderUnitName',
        type: 'other',
        dataSource: 'invoiced-assignment/order-client-units',
        groupTable: null,
        columGroup: null,
        columnStruct: [text('orderUnitNumber'), text('orderUnitName'), text('clientUnitName'), ...INVOICED],
        excelSheetName: 'Per enhet',
      },
      grouped('per-reference', 'invoiced-assignment/order-client-units', 'customerReference', INVOICED, 'Per referens'),
    ],
    [chart('unit-chart', 'bar', 'invoiced-assignment/order-client-units', 'clientUnitName')],
  ),
  definition(
    6,
    'lateCancelled',
    [{ source: 'invoiced-assignment/late-canceled', groupColumns: ['monthYear', 'interpretationType', 'skill'] }],
    [
      grouped('late-per-month', 'invoiced-assignment/late-canceled', 'monthYear', INVOICED, 'Sena avbokningar'),
      grouped('late-per-skill', 'invoiced-assignment/late-canceled', 'skill', INVOICED, 'Per språk'),
    ],
    [
      chart('late-month-chart', 'bar', 'invoiced-assignment/late-canceled', 'monthYear'),
      chart('late-type-chart', 'pie', 'invoiced-assignment/late-canceled', 'interpretationType'),
    ],
  ),
  definition(
    7,
    'travelAllowance',
    [{ source: 'invoiced-assignment/travel-time-allowance', groupColumns: ['monthYear', 'county', 'postalCity'] }],
    [
      grouped(
        'travel-per-month',
        'invoiced-assignment/travel-time-allowance',
        'monthYear',
        [
          count('noOfAssignments'),
          column('kilometersCompensated', 'kilometres'),
          column('travelCompensatedAmount', 'kronor'),
          column('travelTime', 'minutes'),
        ],
        'Reseersättning',
      ),
      grouped(
        'travel-per-county',
        'invoiced-assignment/travel-time-allowance',
        'county',
        [count('noOfAssignments'), column('kilometersCompensated', 'kilometres'), column('travelCompensatedAmount', 'kronor')],
        'Per län',
      ),
    ],
    [chart('county-chart', 'bar', 'invoiced-assignment/travel-time-allowance', 'county')],
  ),
  definition(
    8,
    'preBookedEmergency',
    [
      { source: 'invoiced-assignment/pre-booked', groupColumns: ['bookingType', 'monthYear', 'interpretationType'] },
      { source: ORDER_PATTERN, groupColumns: ['leadTime', 'weekday', 'interpretationType'] },
    ],
    [
      grouped('per-booking-type', 'invoiced-assignment/pre-booked', 'bookingType', INVOICED, 'Förbokat och akut'),
      distributed(
        'month-by-booking-type',
        'invoiced-assignment/pre-booked',
        'monthYear',
        'bookingType',
        count('noOfAssignments'),
        'Per månad',
      ),
      grouped(
        'per-lead-time',
        ORDER_PATTERN,
        'leadTime',
        [count('noOfAssignments'), column('timeSpend', 'minutes')],
        'Framförhållning',
      ),
    ],
    [
      chart('booking-type-chart', 'pie', 'invoiced-assignment/pre-booked', 'bookingType'),
      chart('month-chart', 'bar', 'invoiced-assignment/pre-booked', 'monthYear'),
      chart('weekday-chart', 'bar', ORDER_PATTERN, 'weekday'),
    ],
  ),
  definition(
    9,
    'deviations',
    [{ source: 'invoiced-assignment/deviations', groupColumns: ['complaintCause', 'measureTaken', 'interpretationType'] }],
    [
      grouped(
        'per-cause',
        'invoiced-assignment/deviations',
        'complaintCause',
        [count('noOfDeviations'), column('approvedPenaltyAmount', 'kronor'), column('invoicedPenaltyAmount', 'kronor')],
        'Avvikelser',
      ),
      grouped('per-measure', 'invoiced-assignment/deviations', 'measureTaken', [count('noOfDeviations')], 'Åtgärd'),
    ],
    [
      chart('cause-chart', 'pie', 'invoiced-assignment/deviations', 'complaintCause', 'noOfDeviations'),
      chart('measure-chart', 'bar', 'invoiced-assignment/deviations', 'measureTaken', 'noOfDeviations'),
    ],
  ),
  definition(
    10,
    'fulfilment',
    [
      { source: 'ordered-assignment/fulfillmentsv2', groupColumns: ['monthYear', 'interpretationType'] },
      { source: 'ordered-assignment/fulfillments', groupColumns: ['fulfilmentStatus', 'interpretationType'] },
    ],
    [
      grouped(
        'fulfilment-per-month',
        'ordered-assignment/fulfillmentsv2',
        'monthYear',
        [
          'noOfAssignments',
          'accepted',
          'completed',
          'cancelledByCustomer',
          'notFulFilled',
          'acceptedButNotFulfilled',
          'notAccepted',
        ].map(count),
        'Leveransgrad',
      ),
      grouped('per-status', 'ordered-assignment/fulfillments', 'fulfilmentStatus', [count('noOfAssignments')], 'Per utfall'),
    ],
    [
      chart('status-chart', 'pie', 'ordered-assignment/fulfillments', 'fulfilmentStatus'),
      chart('type-chart', 'bar', 'ordered-assignment/fulfillmentsv2', 'interpretationType'),
    ],
  ),
];

/** The fields every definition names, for the portal's texts (`reports.field.<field>`). */
export const REPORT_FIELD_TITLES: readonly string[] = [
  ...new Set(
    REPORT_DEFINITIONS.flatMap((d) => [
      ...d.tables.flatMap((t) => [
        t.title,
        ...t.columnStruct.flatMap((c) => [c.title, ...(c.subColumn ?? []).map((s) => s.title)]),
      ]),
      ...d.charts.map((c) => c.title),
    ]),
  ),
];

/** A detail report's id from the route (`/reports/{id}`): only digits name one (spec 3 §2). */
export type DefinitionLookup =
  | { readonly kind: 'found'; readonly definition: ReportDefinition }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'invalid'; readonly problems: readonly string[] };

/** The agreements a report asks for: selection 0 (the default, spec 3 §3) sends the default ones, 4 and 22. */
export const agreementIdsFor = (selected: number): readonly number[] =>
  selected === 0 ? DEFAULT_AGREEMENTS.map((a) => a.id) : [selected];
