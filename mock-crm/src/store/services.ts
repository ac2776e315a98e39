import type { Database } from 'better-sqlite3';
import type { AdditionalServiceWire, CompetenceLevelWire, DigitalMeetingPlatformWire, ServiceWire } from '@tolk/crm-contract';

interface ServiceRow {
  id: string;
  name: string;
  sort_order: number;
  is_performed_remotely: number;
  requires_meeting_url: number;
  requires_meeting_phone: number;
  skill_rule: 'all-but-listed' | 'only-listed';
  min_lead_minutes: number;
  is_default_for_auto_assign: number;
  default_competence_level: number | null;
  default_level_or_higher: number;
  default_exact_level: number;
  default_correct_gender: number;
  default_gender: number | null;
  default_allow_alternative: number;
}

/** A service as the order rules need it (structurally the orders area's `OfferedService`). */
export interface OfferedService {
  readonly id: string;
  readonly name: string;
  readonly isRemote: boolean;
  readonly requiresMeetingUrl: boolean;
  readonly requiresMeetingPhone: boolean;
  readonly platforms: readonly { readonly id: string; readonly name: string }[];
}

/** Why a period gets no services: it does not end after it starts, or it starts before this minute. */
export type PeriodProblem = 'ends-before-start' | 'in-the-past';

const MINUTE_MS = 60_000;

export function periodProblems(fromMs: number, toMs: number, nowMs: number): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  if (toMs <= fromMs) problems.push('ends-before-start');
  if (fromMs < Math.floor(nowMs / MINUTE_MS) * MINUTE_MS) problems.push('in-the-past');
  return problems;
}

/**
 * The services and their settings, read from the catalogue tables. What is offered for a language
 * and a period is decided here (docs/api.md, "Services offered"): a period that is valid at all,
 * the service's language rule and its lead time; an alternative is listed only when it is offered too.
 */
export class ServiceCatalogue {
  constructor(private readonly db: Database) {}

  skillExists(skillId: string): boolean {
    return this.db.prepare('SELECT 1 FROM skills WHERE id = ?').get(skillId) !== undefined;
  }

  /** The services offered for a language and period (ids sorted as listed); null when the skill is unknown. */
  offered(skillId: string, fromMs: number, toMs: number, nowMs: number): OfferedService[] | null {
    if (!this.skillExists(skillId)) return null;
    return this.offeredRows(skillId, fromMs, toMs, nowMs).map((row) => this.toOffered(row));
  }

  byId(serviceId: string): OfferedService | undefined {
    const row = this.db.prepare('SELECT * FROM services WHERE id = ?').get(serviceId) as ServiceRow | undefined;
    return row && this.toOffered(row);
  }

  /** GetServices: the offered services with every setting the booking form reads (spec 1 §3). */
  forBookingForm(skillId: string, customerId: string, fromMs: number, toMs: number, nowMs: number): ServiceWire[] {
    const rows = this.offeredRows(skillId, fromMs, toMs, nowMs);
    const offeredIds = new Set(rows.map((row) => row.id));
    const invoiceReceivers = (
      this.db.prepare('SELECT id FROM invoice_receivers WHERE customer_id = ? ORDER BY name').pluck().all(customerId) as string[]
    ).map((id) => ({ InvoiceReceiverIdentifier: id }));
    return rows.map((row) => ({
      ServiceIdentifier: row.id,
      ServiceName: row.name,
      IsPerformedRemotely: row.is_performed_remotely === 1,
      DoRequireMeetingUrl: row.requires_meeting_url === 1,
      DoRequireMeetingPhoneNumber: row.requires_meeting_phone === 1,
      AvailableCompetences: this.competences(row.id),
      DigitalMeetingPlatforms: this.platforms(row.id),
      ServiceAlternatives: this.alternatives(row.id).filter((alternative) => offeredIds.has(alternative.ServiceIdentifier)),
      AdditionalServices: this.additionalServices(row.id),
      IsDefaultServiceForAutoAssignOrder: row.is_default_for_auto_assign === 1,
      InvoiceReceivers: invoiceReceivers,
      DefaultDoRequireCompetenceLevelOrHigher: row.default_level_or_higher === 1,
      DefaultDoRequireExactCompetenceLevel: row.default_exact_level === 1,
      DefaultDoRequireCorrectGender: row.default_correct_gender === 1,
      DefaultGenderIdPreferred: row.default_gender,
      DefaultCompetenceIdentifier: row.default_competence_level,
      DefaultDoAllowAlternativeService: row.default_allow_alternative === 1,
    }));
  }

  private offeredRows(skillId: string, fromMs: number, toMs: number, nowMs: number): ServiceRow[] {
    if (periodProblems(fromMs, toMs, nowMs).length > 0) return [];
    const minutesAhead = Math.floor((fromMs - Math.floor(nowMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
    return this.db
      .prepare(
        `SELECT s.* FROM services s
         WHERE s.min_lead_minutes <= @minutesAhead
           -- 'only-listed' needs the language listed, 'all-but-listed' needs it not listed
           AND (s.skill_rule = 'only-listed') =
               EXISTS (SELECT 1 FROM service_listed_skills l WHERE l.service_id = s.id AND l.skill_id = @skillId)
         ORDER BY s.sort_order`,
      )
      .all({ skillId, minutesAhead }) as ServiceRow[];
  }

  private toOffered(row: ServiceRow): OfferedService {
    return {
      id: row.id,
      name: row.name,
      isRemote: row.is_performed_remotely === 1,
      requiresMeetingUrl: row.requires_meeting_url === 1,
      requiresMeetingPhone: row.requires_meeting_phone === 1,
      platforms: this.platforms(row.id).map((p) => ({
        id: p.DigitalMeetingPlatformIdentifier,
        name: p.DigitalMeetingPlatformName,
      })),
    };
  }

  private competences(serviceId: string): CompetenceLevelWire[] {
    return this.db
      .prepare(
        `SELECT c.level AS CompetenceLevelIdentifier, c.name AS CompetenceLevelName
         FROM service_competence_levels sc JOIN competence_levels c ON c.level = sc.level
         WHERE sc.service_id = ? ORDER BY c.level`,
      )
      .all(serviceId) as CompetenceLevelWire[];
  }

  private platforms(serviceId: string): DigitalMeetingPlatformWire[] {
    return this.db
      .prepare(
        `SELECT p.id AS DigitalMeetingPlatformIdentifier, p.name AS DigitalMeetingPlatformName
         FROM service_meeting_platforms sp JOIN digital_meeting_platforms p ON p.id = sp.platform_id
         WHERE sp.service_id = ? ORDER BY sp.sort_order`,
      )
      .all(serviceId) as DigitalMeetingPlatformWire[];
  }

  private alternatives(serviceId: string): { ServiceIdentifier: string; SortOrder: number }[] {
    return this.db
      .prepare(
        `SELECT alternative_id AS ServiceIdentifier, sort_order AS SortOrder
         FROM service_alternatives WHERE service_id = ? ORDER BY sort_order`,
      )
      .all(serviceId) as { ServiceIdentifier: string; SortOrder: number }[];
  }

  private additionalServices(serviceId: string): AdditionalServiceWire[] {
    const rows = this.db
      .prepare('SELECT * FROM service_additional_services WHERE service_id = ? ORDER BY additional_service_id')
      .all(serviceId) as {
      additional_service_id: string;
      selectable_for_new: number;
      selectable_for_update: number;
      selectable_for_cancel: number;
      is_preselected: number;
      send_hours_before_booking: number | null;
      send_hours_after_insert_or_change: number | null;
    }[];
    return rows.map((row) => ({
      AdditionalServiceIdentifier: row.additional_service_id,
      IsSelectableForNewOrder: row.selectable_for_new === 1,
      IsSelectableForUpdateOrder: row.selectable_for_update === 1,
      IsSelectableForCancelOrder: row.selectable_for_cancel === 1,
      AdditionalServiceSetting: {
        IsPreselected: row.is_preselected === 1,
        SendHoursBeforeBooking: row.send_hours_before_booking,
        SendHoursAfterBookingInsertOrChange: row.send_hours_after_insert_or_change,
      },
    }));
  }
}
