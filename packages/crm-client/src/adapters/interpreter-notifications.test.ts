import { Temporal } from 'temporal-polyfill';
import { ServiceErrorsRaised } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmInterpreterDesk } from './interpreter-desk.js';
import { CrmInterpreterNotificationInbox } from './interpreter-notifications.js';

const wire = (changes: Record<string, unknown>) => ({
  NotificationIdentifier: 'n1',
  Headline: 'Ny förfrågan',
  Message: 'Du har fått en förfrågan om uppdrag 1234.',
  DatetimeSent: '2026-11-23 10:02:00',
  IsRead: false,
  Event: 'request-offered',
  WorkAssignmentNumber: '1234',
  ResourceRequestIdentifier: null,
  WorkAssignmentIdentifier: null,
  ...changes,
});

const PATH = '/CRMInterpreter/GetInterpreterNotifications';

describe('CrmInterpreterNotificationInbox', () => {
  it('asks for the notifications sent since an instant and maps each with what it links to', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(PATH, () =>
      json({
        Notifications: [
          wire({ NotificationIdentifier: 'n1', ResourceRequestIdentifier: 'r1' }),
          wire({
            NotificationIdentifier: 'n2',
            Event: 'assignment-cancelled',
            WorkAssignmentIdentifier: 'WA-1234',
            IsRead: true,
          }),
          wire({ NotificationIdentifier: 'n3', Event: 'assignment-changed' }),
          wire({ NotificationIdentifier: 'n4', DatetimeSent: 'igår' }),
        ],
        Errors: null,
      }),
    );
    const list = await new CrmInterpreterNotificationInbox(transport).list({
      since: Temporal.Instant.from('2026-11-20T09:00:00Z'),
      unreadOnly: true,
    });
    expect(crm.received.at(-1)?.body).toEqual({
      DoOnlyIncludeUnreadNotifications: true,
      DatetimeSentFrom: '2026-11-20 10:00:00',
    });
    expect(list.map((n) => [n.id, n.sentAt.toPlainDateTime().toString(), n.isRead, n.orderIds, n.link])).toEqual([
      ['n1', '2026-11-23T10:02:00', false, [], { kind: 'request', id: 'r1' }],
      ['n2', '2026-11-23T10:02:00', true, [], { kind: 'assignment', id: 'WA-1234' }],
      ['n3', '2026-11-23T10:02:00', false, [], undefined],
    ]);
    expect('link' in list[2]!).toBe(false);
  });

  it("reads null as none, takes a query's orderId as the linked id, and marks one read", async () => {
    const { crm, transport } = harness();
    const inbox = new CrmInterpreterNotificationInbox(transport);
    crm.handlers.set(PATH, () => json({ Notifications: null, Errors: null }));
    expect(await inbox.list({})).toEqual([]);
    crm.handlers.set(PATH, () =>
      json({
        Notifications: [
          wire({ ResourceRequestIdentifier: 'r1' }),
          wire({ NotificationIdentifier: 'n2', WorkAssignmentIdentifier: 'WA-9' }),
        ],
        Errors: null,
      }),
    );
    expect((await inbox.list({ orderId: 'WA-9' })).map((n) => n.id)).toEqual(['n2']);
    crm.handlers.set('/CRMInterpreter/SetInterpreterNotificationReadStatus', () => json({ IsSuccess: true, Errors: null }));
    await inbox.markRead('n1');
    expect(crm.received.at(-1)).toEqual({
      path: '/CRMInterpreter/SetInterpreterNotificationReadStatus',
      body: { NotificationIdentifier: 'n1', IsRead: true },
    });
  });
});

describe('CrmInterpreterDesk.changePhone', () => {
  const profile = {
    InterpreterNumber: '30003',
    FirstName: 'Maria',
    LastName: 'Sjöberg',
    Email: 'maria@tolk.example',
    PhoneNumberMobile: '070-987 65 43',
    GenderId: 2,
    CompetenceLevel: 5,
    Skills: [{ SkillIdentifier: 's1', SkillName: 'Spanska' }],
  };

  it('sends the trimmed mobile and answers the profile after the change', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMInterpreter/UpdateInterpreterPhone', () => json({ Interpreter: profile, Errors: null }));
    const changed = await new CrmInterpreterDesk(transport).changePhone(' 070-987 65 43 ');
    expect(crm.received.at(-1)?.body).toEqual({ PhoneNumberMobile: '070-987 65 43' });
    expect(changed).toEqual({
      number: '30003',
      firstName: 'Maria',
      lastName: 'Sjöberg',
      email: 'maria@tolk.example',
      mobile: '070-987 65 43',
      competenceLevel: 5,
      languages: ['Spanska'],
    });
  });

  it('rejects a refusal with its codes (toasted unless quiet)', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set('/CRMInterpreter/UpdateInterpreterPhone', () => json({ Interpreter: null, ...errorsAnswer(2007) }));
    const desk = new CrmInterpreterDesk(transport);
    await expect(desk.changePhone('070.123', { quiet: true })).rejects.toBeInstanceOf(ServiceErrorsRaised);
    expect(notifier.problems).toEqual([]);
    await expect(desk.changePhone('070.123')).rejects.toMatchObject({ errors: [{ kind: 'invalid-phone' }] });
    expect(notifier.problems).toHaveLength(1);
  });
});
