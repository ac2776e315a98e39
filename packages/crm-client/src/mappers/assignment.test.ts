import type { OrderWire } from '@tolk/crm-contract';
import { describe, expect, it } from 'vitest';
import { statusOfConsolidatedId, toAssignment } from './assignment.js';

/** An order as SearchOrders answers it, with only what a test changes set differently. */
function anOrder(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    OrderIdentifier: 'o-1',
    OrderNumber: '4100001',
    OrderGroup: null,
    OrderStatus: 'accepted',
    ConsolidatedOrderStatus: {
      StatusIdentifier: 2,
      ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 2, StatusMessage: 'Tolk har accepterat uppdraget' }],
    },
    DatetimeFrom: '2026-03-29 01:30:00',
    DatetimeTo: '2026-03-29 04:00:00',
    DatetimeOrderFrom: '2026-03-29 01:30:00',
    DatetimeOrderTo: '2026-03-29 04:00:00',
    DatetimeSubmitted: '2026-03-20 10:00:00',
    DatetimeExpiration: null,
    ArticleName: 'Telefontolkning',
    ArticleIdentifier: 'art-1',
    Category: null,
    ServiceIdentifier: 's-1',
    ServiceIdentifierOrdered: 's-1',
    ServiceAlternatives: [],
    Skill: 'Arabiska',
    SkillIdentifier: 'sk-1',
    SkillSubstitute: null,
    SkillSubstituteIdentifier: null,
    CompetenceLevel: null,
    CompetenceIdentifier: null,
    DoRequireCompetenceLevelOrHigher: false,
    DoRequireExactCompetenceLevel: false,
    GenderIdPreferred: null,
    DoRequireCorrectGender: false,
    PreferredResourceLevel: null,
    PreferredResourceCustomer: 'Amina||',
    NotesResource: null,
    AdditionalRequirements: 'intern||markering',
    CustomerReference: '',
    CustomerOrderNumber: null,
    SpecificTravelInstructions: null,
    PhoneNumberOrder: null,
    IsPerformedRemotely: true,
    IsDeviatingAddressPerforming: false,
    IsHomeAddress: false,
    AddressPerformingEffective: null,
    PostalAddressPerforming: null,
    Customer: { CustomerName: 'Kund' },
    RatingCustomer: null,
    RatingCustomerComment: null,
    CanBeRated: false,
    HasDeviation: false,
    CanBeUpdated: true,
    CanCancelOrder: true,
    IsLateCancellation: false,
    WorkAssignmentIdentifier: null,
    UnreadNotifications: [],
    NumberOfUnreadNotifications: 0,
    Attachments: [],
    CustomerOrderAdditionalServices: [],
    Resource: null,
    ContactPerson: null,
    ContactPersonOrderer: null,
    MeetingDetails: {
      DigitalMeetingPlatformName: null,
      DigitalMeetingPlatformIdentifier: null,
      MeetingPassCode: null,
      MeetingPhoneNumber: null,
      MeetingUrl: null,
      DoRequireBankIdVerification: 'True',
    },
    ...overrides,
  };
}

describe('toAssignment', () => {
  it('makes the client-side derivations of spec 2 §3', () => {
    const assignment = toAssignment(anOrder());
    expect(assignment.requestedInterpreter).toBe('Amina');
    expect(assignment.additionalRequirements).toBeNull();
    expect(assignment.customerReference).toBeNull();
    expect(assignment.meeting?.bankIdRequired).toBe(true);
    expect(assignment.status).toBe('accepted');
    expect(assignment.subStatus).toBe('interpreter-accepted');
  });

  it('reads times as Stockholm wall time, across the spring DST night', () => {
    const assignment = toAssignment(anOrder());
    expect(assignment.start.toString()).toBe('2026-03-29T01:30:00+01:00[Europe/Stockholm]');
    expect(assignment.end.toString()).toBe('2026-03-29T04:00:00+02:00[Europe/Stockholm]');
    expect(assignment.start.until(assignment.end).total('minutes')).toBe(90);
  });

  it('maps an unknown consolidated status id to unknown and an unknown sub-status to unknown-status', () => {
    expect(statusOfConsolidatedId(99)).toBe('unknown');
    const assignment = toAssignment(
      anOrder({
        ConsolidatedOrderStatus: {
          StatusIdentifier: 42,
          ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 77, StatusMessage: '?' }],
        },
      }),
    );
    expect([assignment.status, assignment.subStatus]).toEqual(['unknown', 'unknown-status']);
  });

  it('maps every consolidated status the contract knows', () => {
    expect([1, 2, 3, 4, 5, 6].map(statusOfConsolidatedId)).toEqual([
      'available',
      'accepted',
      'fullfilled',
      'cancelled',
      'rejected',
      'losted',
    ]);
  });
});
