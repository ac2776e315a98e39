import * as t from 'io-ts';
import { Base64, CrmDate, IntegerIn, Text, coded, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { ErrorCode, Errors } from '../errors.js';
import { EmailOrBlank } from './contact-persons.js';
import { OrderContactPerson } from './orders.js';

const Token = t.string;
const Id = Text(100);

/** The deviation statuses (spec 2 §4); the ids are ours (docs/api.md). */
export const DEVIATION_STATUS = { Nyregistrerad: 1, 'Under utredning': 2, Avslutad: 3 } as const;
export type DeviationStatusName = keyof typeof DEVIATION_STATUS;

/** The file types a deviation may carry (spec 2 §5), as for an order's attachments. */
export const DEVIATION_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'bmp'] as const;

const extension = new RegExp(`\\.(${DEVIATION_DOCUMENT_EXTENSIONS.join('|')})$`, 'i');

/**
 * A file name ending in one of the allowed types, at most 255 characters: 5208 otherwise, the
 * code the CRM gives an order attachment of another type.
 */
export const DeviationDocumentFilename = coded('DeviationDocumentFilename', Text(255), ErrorCode.MissingAttachmentInfo, (s) =>
  extension.test(s.trim()),
);

export const DeviationDocument = t.type({
  Attachment: Base64,
  AttachmentContentType: Text(100),
  AttachmentFilename: DeviationDocumentFilename,
});
export type DeviationDocument = t.TypeOf<typeof DeviationDocument>;

/** A document as a deviation is read: download it with GetAttachmentCustomer by its reference. */
export const DeviationDocumentWire = t.type({
  AttachmentReference: t.string,
  AttachmentFilename: t.string,
  AttachmentContentType: t.string,
});

export const DeviationWire = t.type({
  DeviationNumber: t.string,
  /** Nyregistrerad, Under utredning or Avslutad (a string: a real CRM may name more). */
  DeviationStatus: t.string,
  DeviationStatusId: t.number,
  /** The complaint reason's name. */
  ComplaintReasonDelivery: nullable(t.string),
  /** `YYYY-MM-DD HH:mm:ss`, Stockholm time. */
  DateDeviationArrived: t.string,
  /** The order's number, or the booking number typed for a general complaint. */
  OrderNumber: nullable(t.string),
  OrderIdentifier: nullable(t.string),
  ArticleName: nullable(t.string),
  /** The channel's label ("Webbtjänst") until the deviation is closed, then the person who answered. */
  Responsible: nullable(t.string),
  DeviationDescription: t.string,
  /** Null until the deviation is closed (Avslutad). */
  Answer: nullable(t.string),
  Documents: t.array(DeviationDocumentWire),
});
export type DeviationWire = t.TypeOf<typeof DeviationWire>;

export const GetDeviations = endpoint({
  name: 'GetDeviations',
  method: 'POST',
  path: '/CRMCustomer/GetDeviations',
  authentication: 'token',
  summary:
    "The customer's deviations, newest arrival first: arrived within a date range (Stockholm dates, both included), of a status, of an order (5001 when it is not this customer's) or an order number. Deviations null when none.",
  request: request(
    'GetDeviationsRequest',
    { Token },
    {
      DateFrom: CrmDate,
      DateTo: CrmDate,
      DeviationStatusId: IntegerIn(1, 3),
      OrderIdentifier: Id,
      OrderNumber: Text(50),
    },
  ),
  response: t.type({ Deviations: nullable(t.array(DeviationWire)), Errors }),
});

export const CreateDeviation = endpoint({
  name: 'CreateDeviation',
  method: 'POST',
  path: '/CRMCustomer/CreateDeviation',
  authentication: 'token',
  summary:
    "Register a deviation on one of the customer's orders (5001 otherwise), or a general complaint (no order: booking number and contact person required). Cause 6008 when unknown, contact person 6001, documents doc, docx, pdf, jpg, jpeg, png, bmp (5208).",
  request: request(
    'CreateDeviationRequest',
    {
      Token,
      OrderIdentifier: nullable(Id),
      ContactPersonIdentifier: nullable(Id),
      ComplaintReasonDeliveryIdentifier: Id,
      DeviationDescription: Text(1000),
      Documents: nullable(t.array(DeviationDocument)),
    },
    {
      ReplyEmail: EmailOrBlank(300),
      OrderNumber: Text(50),
      ContactPersonData: OrderContactPerson,
    },
  ),
  response: t.type({ DeviationNumber: nullable(t.string), IsSuccess: t.boolean, Errors }),
});
