import type { Migration } from './migrations.js';

/**
 * The booking catalogue: the services (kinds of interpretation) with their form defaults and the
 * rules of what is offered for which language and how long ahead (docs/api.md), the competence
 * levels, meeting platforms, additional services (the SMS reminder), the customers' invoice
 * receivers, and the reasons for cancelling and for complaining.
 */
export const servicesMigration: Migration = {
  name: '020-services-and-reasons',
  sql: `
  CREATE TABLE competence_levels (
    level INTEGER PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE digital_meeting_platforms (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE additional_services (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE services (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    is_performed_remotely INTEGER NOT NULL,
    requires_meeting_url INTEGER NOT NULL,
    requires_meeting_phone INTEGER NOT NULL,
    -- 'all-but-listed': every language except those in service_listed_skills; 'only-listed': only those.
    skill_rule TEXT NOT NULL CHECK (skill_rule IN ('all-but-listed', 'only-listed')),
    -- How long before its start a period must be asked for (an on-site interpreter has to travel).
    min_lead_minutes INTEGER NOT NULL,
    is_default_for_auto_assign INTEGER NOT NULL,
    default_competence_level INTEGER REFERENCES competence_levels(level),
    default_level_or_higher INTEGER NOT NULL,
    default_exact_level INTEGER NOT NULL,
    default_correct_gender INTEGER NOT NULL,
    default_gender INTEGER,
    default_allow_alternative INTEGER NOT NULL
  );
  CREATE TABLE service_listed_skills (
    service_id TEXT NOT NULL REFERENCES services(id),
    skill_id TEXT NOT NULL REFERENCES skills(id),
    PRIMARY KEY (service_id, skill_id)
  );
  CREATE TABLE service_competence_levels (
    service_id TEXT NOT NULL REFERENCES services(id),
    level INTEGER NOT NULL REFERENCES competence_levels(level),
    PRIMARY KEY (service_id, level)
  );
  CREATE TABLE service_meeting_platforms (
    service_id TEXT NOT NULL REFERENCES services(id),
    platform_id TEXT NOT NULL REFERENCES digital_meeting_platforms(id),
    sort_order INTEGER NOT NULL,
    PRIMARY KEY (service_id, platform_id)
  );
  CREATE TABLE service_alternatives (
    service_id TEXT NOT NULL REFERENCES services(id),
    alternative_id TEXT NOT NULL REFERENCES services(id),
    sort_order INTEGER NOT NULL,
    PRIMARY KEY (service_id, alternative_id)
  );
  CREATE TABLE service_additional_services (
    service_id TEXT NOT NULL REFERENCES services(id),
    additional_service_id TEXT NOT NULL REFERENCES additional_services(id),
    selectable_for_new INTEGER NOT NULL,
    selectable_for_update INTEGER NOT NULL,
    selectable_for_cancel INTEGER NOT NULL,
    is_preselected INTEGER NOT NULL,
    send_hours_before_booking INTEGER,
    send_hours_after_insert_or_change INTEGER,
    PRIMARY KEY (service_id, additional_service_id)
  );
  CREATE TABLE invoice_receivers (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    name TEXT NOT NULL
  );
  CREATE INDEX invoice_receivers_by_customer ON invoice_receivers(customer_id);
  CREATE TABLE order_cancellation_reasons (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE complaint_reasons_delivery (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    sort_order INTEGER NOT NULL
  );
  `,
};
