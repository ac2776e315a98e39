import type {
  AssignmentLookup,
  AssignmentOfNotification,
  AssignmentSearch,
  AssignmentSource,
  AttachmentFiles,
  Cancellations,
  ServiceOffers,
} from '@tolk/core';

/** The ports the screens that follow assignments use: detail drawer, list, cancel, search, notifications. */
export interface FollowUpPorts {
  readonly source: AssignmentSource;
  readonly lookup: AssignmentLookup;
  readonly search: AssignmentSearch;
  readonly cancellations: Cancellations;
  readonly services: ServiceOffers;
  readonly files: AttachmentFiles;
  readonly assignmentOfNotification: AssignmentOfNotification;
}
