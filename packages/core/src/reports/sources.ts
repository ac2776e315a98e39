/**
 * The reporting API's nine data sources as the report definitions see them (spec 3 §7, docs/api.md
 * "The reporting API"): the dimensions each can be grouped by and the measures each row carries.
 * The crm-client's test checks this against the contract's list, so the two cannot drift.
 */
export interface SourceFields {
  readonly dimensions: readonly string[];
  readonly measures: readonly string[];
}

const invoiced = ['noOfAssignments', 'invoicedAmount', 'timeSpend'] as const;

export const REPORT_SOURCE_FIELDS: Readonly<Record<string, SourceFields>> = {
  'invoiced-assignment/by-monthv2': {
    dimensions: ['monthYear', 'interpretationType', 'skill', 'substituteSkill', 'competenceLevel', 'customerReference'],
    measures: invoiced,
  },
  'invoiced-assignment/order-client-units': {
    dimensions: ['orderUnitNumber', 'orderUnitName', 'clientUnitName', 'monthYear', 'interpretationType', 'customerReference'],
    measures: invoiced,
  },
  'invoiced-assignment/late-canceled': {
    dimensions: ['monthYear', 'interpretationType', 'skill', 'competenceLevel'],
    measures: invoiced,
  },
  'invoiced-assignment/travel-time-allowance': {
    dimensions: ['monthYear', 'county', 'postalCity', 'interpretationType', 'skill'],
    measures: ['noOfAssignments', 'kilometersCompensated', 'travelCompensatedAmount', 'travelTime'],
  },
  'invoiced-assignment/pre-booked': {
    dimensions: ['bookingType', 'monthYear', 'interpretationType', 'skill'],
    measures: invoiced,
  },
  'invoiced-assignment/deviations': {
    dimensions: ['complaintCause', 'measureTaken', 'monthYear', 'interpretationType', 'skill'],
    measures: ['noOfDeviations', 'approvedPenaltyAmount', 'invoicedPenaltyAmount'],
  },
  'ordered-assignment/fulfillmentsv2': {
    dimensions: ['monthYear', 'interpretationType', 'skill', 'competenceLevel'],
    measures: [
      'noOfAssignments',
      'completed',
      'accepted',
      'notAccepted',
      'cancelledByCustomer',
      'notFulFilled',
      'acceptedButNotFulfilled',
    ],
  },
  'ordered-assignment/OrderPattern': {
    dimensions: ['weekday', 'startHour', 'leadTime', 'orderChannel', 'monthYear', 'interpretationType'],
    measures: ['noOfAssignments', 'timeSpend'],
  },
  'ordered-assignment/fulfillments': {
    dimensions: ['fulfilmentStatus', 'monthYear', 'interpretationType', 'skill'],
    measures: ['noOfAssignments'],
  },
};

/** The month a row of a source grouped by monthYear also carries (`YYYY-MM`), its sort key. */
export const MONTH_SORT_FIELD = 'month';
