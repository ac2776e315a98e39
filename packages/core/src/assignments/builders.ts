import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import { NO_BOOKED_DETAILS, type Assignment } from './assignment.js';

/**
 * Test support: an assignment with plausible values (a booked telephone order on 2026-05-12
 * 09:00–10:00), changed by the overrides. `atStockholm` reads a Stockholm wall time.
 */
export const atStockholm = (wallTime: string): Temporal.ZonedDateTime =>
  Temporal.PlainDateTime.from(wallTime.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);

export function anAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 'order-1',
    number: '100001',
    groupId: null,
    groupNumber: null,
    status: 'accepted',
    subStatus: 'interpreter-accepted',
    subStatusMessage: 'Tolk tillsatt',
    start: atStockholm('2026-05-12 09:00'),
    end: atStockholm('2026-05-12 10:00'),
    orderedStart: atStockholm('2026-05-12 09:00'),
    orderedEnd: atStockholm('2026-05-12 10:00'),
    submittedAt: atStockholm('2026-05-01 08:00'),
    articleName: 'Telefontolkning',
    serviceId: 'service-tele',
    skill: 'Arabiska',
    skillId: 'skill-arabiska',
    alternativeSkill: null,
    alternativeServiceIds: [],
    competenceLevel: 'Auktoriserad tolk',
    isRemote: true,
    interpreter: { name: 'Amal Haddad', phone: '070-111 22 33', competence: 'Auktoriserad tolk' },
    contact: {
      id: 'contact-1',
      name: 'Sara Nordin',
      email: 'sara.nordin@example.se',
      phoneDirect: '08-123 45 67',
      phoneMobile: '070-765 43 21',
    },
    orderer: { id: 'contact-2', name: 'Per Ek', email: 'per.ek@example.se', phoneDirect: null, phoneMobile: null },
    customerReference: null,
    requestedInterpreter: null,
    additionalRequirements: null,
    description: null,
    address: null,
    isDeviatingAddress: false,
    isHomeAddress: false,
    meeting: null,
    rating: null,
    ratingComment: null,
    canBeRated: false,
    hasDeviation: false,
    canBeUpdated: true,
    canCancel: true,
    isLateCancellation: false,
    unreadNotifications: [],
    attachments: [],
    smsReminderReceiver: null,
    booked: { ...NO_BOOKED_DETAILS, contactId: 'contact-1', ordererId: 'contact-2', preferredResourceLevel: 2 },
    ...overrides,
  };
}
