import {
  settleAcuteWindow,
  type AcuteAvailability,
  type AvailabilityDesk,
  type AvailabilityException,
  type Clock,
  type DateRange,
  type ExceptionDraft,
  type WeeklyDefault,
} from '@tolk/core';
import {
  ClearAcuteAvailability,
  CreateAvailabilityException,
  DeleteAvailabilityException,
  GetAcuteAvailability,
  GetAvailabilityDefaults,
  GetAvailabilityExceptions,
  SaveAvailabilityDefaults,
  SetAcuteAvailability,
  UpdateAvailabilityException,
} from '@tolk/crm-contract';
import {
  fromAcuteAvailability,
  fromExceptionDraft,
  fromWeeklyDefault,
  toAcuteAvailability,
  toAvailabilityException,
  toWeeklyDefault,
} from '../mappers/availability.js';
import type { CrmTransport } from '../transport/transport.js';

/**
 * The interpreter's availability (spec 3 §2; issue 16) through the CRM's availability calls
 * (docs/api.md, "The interpreter's calls", "Availability"). A refusal (3009 invalid availability,
 * each item naming the problem) rejects as every call's Errors do, after the transport told the user.
 * The clock settles "Tolka nu"'s wall times in the autumn's repeated hour (core's settleAcuteWindow).
 */
export class CrmAvailabilityDesk implements AvailabilityDesk {
  constructor(
    private readonly transport: CrmTransport,
    private readonly clock: Clock,
  ) {}

  async weeklyDefault(): Promise<WeeklyDefault> {
    const answer = await this.transport.call(GetAvailabilityDefaults, {});
    if (!answer.Weekdays) throw new Error('GetAvailabilityDefaults answered no weekdays');
    return toWeeklyDefault(answer.Weekdays);
  }

  async saveWeeklyDefault(weekly: WeeklyDefault): Promise<WeeklyDefault> {
    const answer = await this.transport.call(SaveAvailabilityDefaults, fromWeeklyDefault(weekly));
    if (!answer.Weekdays) throw new Error('SaveAvailabilityDefaults answered no weekdays');
    return toWeeklyDefault(answer.Weekdays);
  }

  async exceptions(range: DateRange): Promise<AvailabilityException[]> {
    const answer = await this.transport.call(GetAvailabilityExceptions, {
      DateFrom: range.from.toString(),
      DateTo: range.to.toString(),
    });
    return (answer.Exceptions ?? []).map(toAvailabilityException);
  }

  async createException(draft: ExceptionDraft): Promise<AvailabilityException> {
    const answer = await this.transport.call(CreateAvailabilityException, fromExceptionDraft(draft));
    if (!answer.Exception) throw new Error('CreateAvailabilityException answered no exception');
    return toAvailabilityException(answer.Exception);
  }

  async updateException(id: string, draft: ExceptionDraft): Promise<AvailabilityException> {
    const answer = await this.transport.call(UpdateAvailabilityException, {
      ExceptionIdentifier: id,
      ...fromExceptionDraft(draft),
    });
    if (!answer.Exception) throw new Error('UpdateAvailabilityException answered no exception');
    return toAvailabilityException(answer.Exception);
  }

  async deleteException(id: string): Promise<void> {
    await this.transport.call(DeleteAvailabilityException, { ExceptionIdentifier: id });
  }

  async acute(): Promise<AcuteAvailability | null> {
    const answer = await this.transport.call(GetAcuteAvailability, {});
    if (!answer.AcuteAvailability) return null;
    return settleAcuteWindow(toAcuteAvailability(answer.AcuteAvailability), this.clock.now());
  }

  async setAcute(acute: AcuteAvailability): Promise<AcuteAvailability> {
    const asked = fromAcuteAvailability(acute);
    const answer = await this.transport.call(SetAcuteAvailability, asked);
    if (!answer.AcuteAvailability) throw new Error('SetAcuteAvailability answered no window');
    return settleAcuteWindow(toAcuteAvailability(answer.AcuteAvailability), this.clock.now(), asked.DurationMinutes);
  }

  async clearAcute(): Promise<void> {
    await this.transport.call(ClearAcuteAvailability, {});
  }
}
