import * as t from 'io-ts';
import { nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

export const OrderCancellationReasonWire = t.type({
  OrderCancellationReasonIdentifier: t.string,
  OrderCancellationReason: t.string,
});
export type OrderCancellationReasonWire = t.TypeOf<typeof OrderCancellationReasonWire>;

export const GetOrderCancellationReasons = endpoint({
  name: 'GetOrderCancellationReasons',
  method: 'POST',
  path: '/CRMCustomer/GetOrderCancellationReasons',
  authentication: 'api-key',
  summary: 'The reasons a customer may give when cancelling an order, in the order the portal lists them.',
  request: request('GetOrderCancellationReasonsRequest', { ApiKey: t.string }),
  response: t.type({ OrderCancellationReasons: nullable(t.array(OrderCancellationReasonWire)), Errors }),
});

export const ComplaintReasonWire = t.type({ ComplaintReasonDeliveryIdentifier: t.string, ComplaintReasonDeliveryName: t.string });
export type ComplaintReasonWire = t.TypeOf<typeof ComplaintReasonWire>;

export const GetComplaintReasonDelivery = endpoint({
  name: 'GetComplaintReasonDelivery',
  method: 'POST',
  path: '/CRMCustomer/GetComplaintReasonDelivery',
  authentication: 'api-key',
  summary: 'The causes of a complaint about a delivery (deviation or bad rating), in the order the portal lists them.',
  request: request('GetComplaintReasonDeliveryRequest', { ApiKey: t.string }),
  response: t.type({ ComplaintReasons: nullable(t.array(ComplaintReasonWire)), Errors }),
});
