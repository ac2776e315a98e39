import { STOCKHOLM, toCrmDateTime, type OfferedService, type ServiceOffers } from '@tolk/core';
import { GetServices, type ServiceWire } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import type { ErrorLog } from '../transport/error-log.js';
import type { CrmTransport } from '../transport/transport.js';

const toOffered = (wire: ServiceWire): OfferedService => ({
  id: wire.ServiceIdentifier,
  name: wire.ServiceName,
  additionalServices: wire.AdditionalServices.map((a) => ({
    id: a.AdditionalServiceIdentifier,
    selectableForCancel: a.IsSelectableForCancelOrder,
    sendHoursBefore: a.AdditionalServiceSetting.SendHoursBeforeBooking,
    sendHoursAfter: a.AdditionalServiceSetting.SendHoursAfterBookingInsertOrChange,
  })),
});

/** The services offered, through GetServices. */
export class CrmServiceOffers implements ServiceOffers {
  private readonly names = new Map<string, Promise<ReadonlyMap<string, string>>>();

  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
    private readonly now: () => Temporal.Instant,
  ) {}

  async offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<OfferedService[]> {
    const answer = await this.transport.call(GetServices, {
      SkillExternalidentifier: skillId,
      DatetimeFrom: toCrmDateTime(from),
      DatetimeTo: toCrmDateTime(to),
    });
    return (answer.Services ?? []).map(toOffered);
  }

  /**
   * GetServices answers only for a future period, so the names are read from what the language is
   * offered tomorrow 09:00–10:00 (no lead time is longer); quietly, once per language. A failure is
   * logged and gives no names (the drawer then leaves the field out).
   */
  namesFor(skillId: string): Promise<ReadonlyMap<string, string>> {
    let found = this.names.get(skillId);
    if (!found) {
      found = this.readNames(skillId);
      this.names.set(skillId, found);
    }
    return found;
  }

  private async readNames(skillId: string): Promise<ReadonlyMap<string, string>> {
    const tomorrow = this.now().toZonedDateTimeISO(STOCKHOLM).toPlainDate().add({ days: 1 });
    const from = tomorrow.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: Temporal.PlainTime.from('09:00') });
    try {
      const answer = await this.transport.call(
        GetServices,
        {
          SkillExternalidentifier: skillId,
          DatetimeFrom: toCrmDateTime(from),
          DatetimeTo: toCrmDateTime(from.add({ hours: 1 })),
        },
        { quiet: true },
      );
      return new Map((answer.Services ?? []).map((s) => [s.ServiceIdentifier, s.ServiceName]));
    } catch (error) {
      this.names.delete(skillId);
      void this.errorLog.report('error', {
        httpStatus: null,
        statusText: 'GetServices (service names) failed',
        responseData: String(error),
      });
      return new Map();
    }
  }
}
