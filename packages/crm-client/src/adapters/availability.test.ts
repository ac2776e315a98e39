import { FixedClock, aSlot, aWeeklyDefault, anAcute, anException, type ExceptionDraft } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmAvailabilityDesk } from './availability.js';
import type { CrmTransport } from '../transport/transport.js';

const path = (name: string) => `/CRMInterpreter/${name}`;
/** The desk with a clock at `now` (Stockholm wall time). */
const deskAt = (transport: CrmTransport, now = '2026-11-23 10:01:30') => new CrmAvailabilityDesk(transport, FixedClock.at(now));

const wireSlot = (id: string, from: string, to: string, articleType: number, onSite = true, phone = true) => ({
  SlotIdentifier: id,
  TimeFrom: from,
  TimeTo: to,
  IsAvailable: articleType !== 3,
  ArticleType: articleType,
  AvailableForOnSite: onSite,
  AvailableForPhone: phone,
});
const week = (slots: Record<number, unknown[]>) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ Weekday: day, TimeSlots: slots[day] ?? [] }));

const wireException = {
  ExceptionIdentifier: 'e-1',
  DatetimeFrom: '2026-11-26 22:00:00',
  DatetimeTo: '2026-11-27 02:00:00',
  AvailabilityType: 'available',
  ArticleType: 2,
  AvailableForOnSite: false,
  AvailableForPhone: true,
  CanBeUpdated: true,
};

describe('CrmAvailabilityDesk', () => {
  it('reads the weekly default: article type 2 is a slot without inquiry, 3 a slot of unavailability', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(path('GetAvailabilityDefaults'), () =>
      json({
        Weekdays: week({
          1: [
            wireSlot('1-1', '08:00', '12:00', 1),
            wireSlot('1-2', '12:00', '13:00', 3),
            wireSlot('1-3', '13:00', '23:59', 2, false),
          ],
        }),
        Errors: null,
      }),
    );
    expect(await deskAt(transport).weeklyDefault()).toEqual(
      aWeeklyDefault({
        1: [
          aSlot('1-1', '08:00', '12:00'),
          aSlot('1-2', '12:00', '13:00', { isAvailable: false }),
          aSlot('1-3', '13:00', '23:59', { withoutInquiry: true, availableFor: { onSite: false, phone: true } }),
        ],
      }),
    );
  });

  it('saves the whole week, every weekday with its slots and article type, and answers it as the CRM kept it', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(path('SaveAvailabilityDefaults'), () =>
      json({ Weekdays: week({ 3: [wireSlot('3-1', '07:00', '21:00', 2)] }), Errors: null }),
    );
    const saved = await deskAt(transport).saveWeeklyDefault(
      aWeeklyDefault({
        3: [aSlot('portal-key', '07:00', '21:00', { withoutInquiry: true })],
        5: [aSlot('a', '08:00', '09:00', { isAvailable: false, withoutInquiry: true })],
      }),
    );
    expect(saved).toEqual(aWeeklyDefault({ 3: [aSlot('3-1', '07:00', '21:00', { withoutInquiry: true })] }));
    const slot = (from: string, to: string, isAvailable: boolean, articleType: number) => ({
      TimeFrom: from,
      TimeTo: to,
      IsAvailable: isAvailable,
      ArticleType: articleType,
      AvailableForOnSite: true,
      AvailableForPhone: true,
    });
    expect(crm.received.at(-1)).toEqual({
      path: path('SaveAvailabilityDefaults'),
      body: { Weekdays: week({ 3: [slot('07:00', '21:00', true, 2)], 5: [slot('08:00', '09:00', false, 3)] }) },
    });
  });

  it('fetches the exceptions of a range of days, both included, and reads them in Stockholm time', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(path('GetAvailabilityExceptions'), () => json({ Exceptions: [wireException], Errors: null }));
    const desk = deskAt(transport);
    const range = { from: Temporal.PlainDate.from('2026-11-23'), to: Temporal.PlainDate.from('2026-11-29') };
    expect(await desk.exceptions(range)).toEqual([
      anException('e-1', '2026-11-26 22:00', '2026-11-27 02:00', {
        kind: 'available-without-inquiry',
        availableFor: { onSite: false, phone: true },
      }),
    ]);
    expect(crm.received.at(-1)!.body).toEqual({ DateFrom: '2026-11-23', DateTo: '2026-11-29' });
    crm.handlers.set(path('GetAvailabilityExceptions'), () => json({ Exceptions: null, Errors: null }));
    expect(await desk.exceptions(range)).toEqual([]);
  });

  it('creates, changes and deletes an exception by its draft', async () => {
    const { crm, transport } = harness();
    const unavailable = { ...wireException, AvailabilityType: 'unavailable', ArticleType: 3, AvailableForOnSite: true };
    for (const name of ['CreateAvailabilityException', 'UpdateAvailabilityException'])
      crm.handlers.set(path(name), () => json({ Exception: unavailable, Errors: null }));
    crm.handlers.set(path('DeleteAvailabilityException'), () => json({ IsSuccess: true, Errors: null }));
    const desk = deskAt(transport);
    const {
      id: _id,
      canBeUpdated: _canBeUpdated,
      ...draft
    } = anException('x', '2026-11-26 22:00', '2026-11-27 02:00', {
      kind: 'unavailable',
    });
    const expected = anException('e-1', '2026-11-26 22:00', '2026-11-27 02:00', { kind: 'unavailable' });
    const sent = {
      DatetimeFrom: '2026-11-26 22:00:00',
      DatetimeTo: '2026-11-27 02:00:00',
      ArticleType: 3,
      AvailabilityType: 'unavailable',
      AvailableForOnSite: true,
      AvailableForPhone: true,
    };

    expect(await desk.createException(draft satisfies ExceptionDraft)).toEqual(expected);
    expect(crm.received.at(-1)).toEqual({ path: path('CreateAvailabilityException'), body: sent });
    expect(await desk.updateException('e-1', draft)).toEqual(expected);
    expect(crm.received.at(-1)).toEqual({
      path: path('UpdateAvailabilityException'),
      body: { ExceptionIdentifier: 'e-1', ...sent },
    });
    await desk.deleteException('e-1');
    expect(crm.received.at(-1)).toEqual({ path: path('DeleteAvailabilityException'), body: { ExceptionIdentifier: 'e-1' } });
  });

  it('sets "Tolka nu" by its length, which the CRM starts at its own now; reads it, and clears it', async () => {
    const { crm, transport } = harness();
    const window = {
      DatetimeFrom: '2026-11-23 10:01:00',
      DatetimeTo: '2026-11-23 11:31:00',
      ArticleType: 2,
      AvailableForOnSite: false,
      AvailableForPhone: true,
    };
    crm.handlers.set(path('SetAcuteAvailability'), () => json({ AcuteAvailability: window, Errors: null }));
    crm.handlers.set(path('GetAcuteAvailability'), () => json({ AcuteAvailability: null, Errors: null }));
    crm.handlers.set(path('ClearAcuteAvailability'), () => json({ IsSuccess: true, Errors: null }));
    const desk = deskAt(transport);
    const asked = { ...anAcute('2026-11-23 10:00', '2026-11-23 11:30'), availableFor: { onSite: false, phone: true } };

    expect(await desk.setAcute(asked)).toEqual({
      ...anAcute('2026-11-23 10:01', '2026-11-23 11:31'),
      availableFor: { onSite: false, phone: true },
    });
    expect(crm.received.at(-1)!.body).toEqual({ DurationMinutes: 90, AvailableForOnSite: false, AvailableForPhone: true });
    expect(await desk.acute()).toBeNull();
    await desk.clearAcute();
    expect(crm.received.at(-1)!.path).toBe(path('ClearAcuteAvailability'));
  });

  it('settles "Tolka nu" in the autumn’s repeated hour, whose wall times name two instants', async () => {
    const { crm, transport } = harness();
    const wire = (from: string, to: string) =>
      json({
        AcuteAvailability: {
          DatetimeFrom: from,
          DatetimeTo: to,
          ArticleType: 2,
          AvailableForOnSite: true,
          AvailableForPhone: true,
        },
        Errors: null,
      });
    const answer = (from: string, to: string) => crm.handlers.set(path('SetAcuteAvailability'), () => wire(from, to));
    const window = (acute: { from: { toString(): string }; to: { toString(): string } }) => [
      acute.from.toString(),
      acute.to.toString(),
    ];
    // The window asked has only its length sent (the CRM starts it at its own now).
    const noon = anAcute('2027-10-31 12:00', '2027-10-31 12:00');
    const start = (desk: CrmAvailabilityDesk, minutes: number) => desk.setAcute({ ...noon, to: noon.from.add({ minutes }) });

    // Started at 02:50 of the first 02:00 hour for 30 minutes: it ends at the second 02:20.
    answer('2027-10-31 02:50:00', '2027-10-31 02:20:00');
    expect(window(await start(deskAt(transport, '2027-10-31T00:50:10Z'), 30))).toEqual([
      '2027-10-31T02:50:00+02:00[Europe/Stockholm]',
      '2027-10-31T02:20:00+01:00[Europe/Stockholm]',
    ]);
    // 02:10–02:40 is 30 minutes in either hour, or 90 across them: the length asked and the clock decide.
    answer('2027-10-31 02:10:00', '2027-10-31 02:40:00');
    expect(window(await start(deskAt(transport, '2027-10-31T01:10:10Z'), 30))).toEqual([
      '2027-10-31T02:10:00+01:00[Europe/Stockholm]',
      '2027-10-31T02:40:00+01:00[Europe/Stockholm]',
    ]);
    expect(window(await start(deskAt(transport, '2027-10-31T00:10:10Z'), 90))).toEqual([
      '2027-10-31T02:10:00+02:00[Europe/Stockholm]',
      '2027-10-31T02:40:00+01:00[Europe/Stockholm]',
    ]);

    // Read back later: the window that began latest by the clock, so one started in the second hour is in force.
    crm.handlers.set(path('GetAcuteAvailability'), () => wire('2027-10-31 02:10:00', '2027-10-31 02:40:00'));
    expect(window((await deskAt(transport, '2027-10-31T01:20:00Z').acute())!)).toEqual([
      '2027-10-31T02:10:00+01:00[Europe/Stockholm]',
      '2027-10-31T02:40:00+01:00[Europe/Stockholm]',
    ]);
    crm.handlers.set(path('GetAcuteAvailability'), () => wire('2027-10-31 02:50:00', '2027-10-31 02:20:00'));
    expect(window((await deskAt(transport, '2027-10-31T00:55:00Z').acute())!)).toEqual([
      '2027-10-31T02:50:00+02:00[Europe/Stockholm]',
      '2027-10-31T02:20:00+01:00[Europe/Stockholm]',
    ]);
  });

  it('rejects a refused change (3009) after the transport told the user', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set(path('SaveAvailabilityDefaults'), () => json({ Weekdays: null, ...errorsAnswer(3009) }));
    await expect(deskAt(transport).saveWeeklyDefault(aWeeklyDefault())).rejects.toThrow();
    expect(notifier.problems).toHaveLength(1);
  });
});
