import { STOCKHOLM, type BookableService, type BookableServices, type OfferedService, type ServiceOffers } from '@tolk/core';
import { GetServices, toCrmDateTime, type ServiceWire } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import type { ErrorLog } from '../transport/error-log.js';
import { logText } from '../transport/service-errors.js';
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

const genderOf = (id: number | null): 1 | 2 | null => (id === 1 || id === 2 ? id : null);

/** A service with everything the booking form needs (spec 1 §3). */
export function toBookableService(wire: ServiceWire): BookableService {
  // The SMS reminder: the additional service that can be chosen when booking or changing.
  const sms = wire.AdditionalServices.find((a) => a.IsSelectableForNewOrder || a.IsSelectableForUpdateOrder);
  return {
    id: wire.ServiceIdentifier,
    name: wire.ServiceName,
    isRemote: wire.IsPerformedRemotely,
    requiresMeetingUrl: wire.DoRequireMeetingUrl,
    requiresMeetingPhone: wire.DoRequireMeetingPhoneNumber,
    competences: wire.AvailableCompetences.map((c) => ({ id: c.CompetenceLevelIdentifier, name: c.CompetenceLevelName })),
    platforms: wire.DigitalMeetingPlatforms.map((p) => ({
      id: p.DigitalMeetingPlatformIdentifier,
      name: p.DigitalMeetingPlatformName,
    })),
    alternativeIds: [...wire.ServiceAlternatives].sort((a, b) => a.SortOrder - b.SortOrder).map((a) => a.ServiceIdentifier),
    smsReminder: sms
      ? {
          id: sms.AdditionalServiceIdentifier,
          selectableForNew: sms.IsSelectableForNewOrder,
          selectableForUpdate: sms.IsSelectableForUpdateOrder,
          preselected: sms.AdditionalServiceSetting.IsPreselected,
          sendHoursBefore: sms.AdditionalServiceSetting.SendHoursBeforeBooking,
          sendHoursAfter: sms.AdditionalServiceSetting.SendHoursAfterBookingInsertOrChange,
        }
      : null,
    invoiceReceiverId: wire.InvoiceReceivers[0]?.InvoiceReceiverIdentifier ?? null,
    defaults: {
      competenceLevelOrHigher: wire.DefaultDoRequireCompetenceLevelOrHigher,
      exactCompetenceLevel: wire.DefaultDoRequireExactCompetenceLevel,
      requireCorrectGender: wire.DefaultDoRequireCorrectGender,
      gender: genderOf(wire.DefaultGenderIdPreferred),
      competenceId: wire.DefaultCompetenceIdentifier,
      allowAlternativeService: wire.DefaultDoAllowAlternativeService,
    },
  };
}

/** GetServices for a language and period, the one call both ports make. */
async function servicesFor(
  transport: CrmTransport,
  skillId: string,
  from: Temporal.ZonedDateTime,
  to: Temporal.ZonedDateTime,
): Promise<ServiceWire[]> {
  const answer = await transport.call(GetServices, {
    SkillExternalidentifier: skillId,
    DatetimeFrom: toCrmDateTime(from),
    DatetimeTo: toCrmDateTime(to),
  });
  return answer.Services ?? [];
}

/**
 * The services the booking form can choose from (spec 1 §4: asked again per language and period;
 * the answer replaces the list). Refusals are toasted centrally, like every call.
 */
export class CrmBookableServices implements BookableServices {
  constructor(private readonly transport: CrmTransport) {}

  async offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<readonly BookableService[]> {
    return (await servicesFor(this.transport, skillId, from, to)).map(toBookableService);
  }
}

/** The services offered, through GetServices. */
export class CrmServiceOffers implements ServiceOffers {
  private readonly names = new Map<string, Promise<ReadonlyMap<string, string>>>();

  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
    private readonly now: () => Temporal.Instant,
  ) {}

  async offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<OfferedService[]> {
    return (await servicesFor(this.transport, skillId, from, to)).map(toOffered);
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
        responseData: logText(error),
      });
      return new Map();
    }
  }
}
