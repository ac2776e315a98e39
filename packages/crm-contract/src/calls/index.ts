import {
  GetCustomer,
  RequestPasswordReset,
  SetCustomerPassword,
  SetCustomerPasswordWithResetToken,
  ValidateCustomerPassword,
} from './account.js';
import { GetArticles, GetSkills } from './catalogue.js';
import { CreateUpdateContactPerson, DeleteContactPerson, GetContactPersons } from './contact-persons.js';
import { SendLog } from './log.js';
import { GetComplaintReasonDelivery, GetOrderCancellationReasons } from './reasons.js';
import { GetServices } from './services.js';
import { CancelOrder, CreateNewOrder, RateOrder, SearchOrders, UpdateOrder } from './orders.js';
import { GetNotifications, SetNotificationReadStatus } from './notifications.js';
import { CreateDeviation, GetDeviations } from './deviations.js';
import { GetTimeReportSignature, SignTimeReport } from './time-reports.js';
import { GetAttachmentCustomer } from './attachments.js';
import { SendMail } from './mail.js';
import { CreateUpdateCustomerUser, GetCustomerUsers } from './customer-users.js';
import { LogPushEvent, RegisterPushUser } from './engagement.js';
import {
  ClearAutoAssignOrderResources,
  CreateNewAutoAssignOrder,
  GetAutoAssignOrderOpeningHours,
  GetAvailableResourcesForAutoAssignOrder,
} from './direct-booking.js';
import {
  CustomerStatistics,
  GetLoginLinkExternalReport,
  ReportInvoicedByMonth,
  ReportInvoicedDeviations,
  ReportInvoicedLateCanceled,
  ReportInvoicedOrderClientUnits,
  ReportInvoicedPreBooked,
  ReportInvoicedTravelTimeAllowance,
  ReportOrderedFulfillments,
  ReportOrderedFulfillmentsV2,
  ReportOrderedOrderPattern,
} from './reports.js';

export * from './account.js';
export * from './catalogue.js';
export * from './contact-persons.js';
export * from './log.js';
export * from './reasons.js';
export * from './services.js';
export * from './orders.js';
export * from './notifications.js';
export * from './deviations.js';
export * from './time-reports.js';
export * from './attachments.js';
export * from './mail.js';
export * from './direct-booking.js';
export * from './reports.js';
export * from './customer-users.js';
export * from './engagement.js';
export * from './interpreter.js';
export * from './interpreter-notifications.js';
export * from './interpreter-attachments.js';
export * from './interpreter-preferences.js';
export * from './interpreter-availability.js';

/** Every call of the contract, for the mock's routes, its OpenAPI page and the contract tests. */
export const allEndpoints = [
  ValidateCustomerPassword,
  GetCustomer,
  SetCustomerPassword,
  RequestPasswordReset,
  SetCustomerPasswordWithResetToken,
  GetSkills,
  GetArticles,
  SendLog,
  GetContactPersons,
  CreateUpdateContactPerson,
  DeleteContactPerson,
  GetServices,
  GetOrderCancellationReasons,
  GetComplaintReasonDelivery,
  SearchOrders,
  CreateNewOrder,
  UpdateOrder,
  CancelOrder,
  RateOrder,
  GetNotifications,
  SetNotificationReadStatus,
  GetDeviations,
  CreateDeviation,
  GetTimeReportSignature,
  SignTimeReport,
  GetAttachmentCustomer,
  SendMail,
  GetAutoAssignOrderOpeningHours,
  GetAvailableResourcesForAutoAssignOrder,
  CreateNewAutoAssignOrder,
  ClearAutoAssignOrderResources,
  CustomerStatistics,
  GetLoginLinkExternalReport,
  ReportInvoicedByMonth,
  ReportInvoicedOrderClientUnits,
  ReportInvoicedLateCanceled,
  ReportInvoicedTravelTimeAllowance,
  ReportInvoicedPreBooked,
  ReportInvoicedDeviations,
  ReportOrderedFulfillmentsV2,
  ReportOrderedOrderPattern,
  ReportOrderedFulfillments,
  GetCustomerUsers,
  CreateUpdateCustomerUser,
  RegisterPushUser,
  LogPushEvent,
] as const;
