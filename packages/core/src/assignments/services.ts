import type { Temporal } from 'temporal-polyfill';

/** An additional service's terms as the CRM offers it with a service (the SMS reminder). */
export interface AdditionalServiceTerms {
  readonly id: string;
  readonly selectableForCancel: boolean;
  readonly sendHoursBefore: number | null;
  readonly sendHoursAfter: number | null;
}

/** A kind of interpretation offered for a language and period (GetServices). */
export interface OfferedService {
  readonly id: string;
  readonly name: string;
  readonly additionalServices: readonly AdditionalServiceTerms[];
}

/** The services the CRM offers. */
export interface ServiceOffers {
  /** What is offered for a language and period. */
  offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<OfferedService[]>;
  /** The names of the services a language can have, by service id; empty when they cannot be read. */
  namesFor(skillId: string): Promise<ReadonlyMap<string, string>>;
}

/** Spec 2 §2: the cancellation SMS is offered only when the order's service allows it for cancel. */
export function cancellationSmsServiceOf(offered: readonly OfferedService[], serviceId: string): AdditionalServiceTerms | null {
  return offered.find((s) => s.id === serviceId)?.additionalServices.find((a) => a.selectableForCancel) ?? null;
}
