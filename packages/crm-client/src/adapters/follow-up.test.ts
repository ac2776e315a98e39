import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmAttachmentFiles } from './attachments.js';
import { CrmCancellations } from './cancellations.js';
import { CrmNotificationInbox } from './notifications.js';
import { CrmServiceOffers } from './service-offers.js';

const notification = {
  NotificationIdentifier: 'n1',
  Headline: 'Tolk tillsatt',
  Message: 'En tolk är tillsatt.',
  DatetimeSent: '2026-05-10 14:30:00',
  IsRead: false,
  WorkAssignmentIdentifiers: [],
  OrderIdentifiers: [{ OrderIdentifier: 'o1' }],
};

describe('CrmNotificationInbox', () => {
  it('asks for the notifications sent since an instant and maps them', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/Common/GetNotifications', () => json({ Notifications: [notification], Errors: null }));
    const list = await new CrmNotificationInbox(transport).list({ since: Temporal.Instant.from('2026-05-09T10:00:00Z') });
    expect(crm.received.at(-1)?.body).toMatchObject({
      DoOnlyIncludeUnreadNotifications: false,
      DatetimeSentFrom: '2026-05-09 12:00:00',
    });
    expect(list.map((n) => [n.id, n.headline, n.sentAt.toPlainDateTime().toString(), n.isRead, n.orderIds])).toEqual([
      ['n1', 'Tolk tillsatt', '2026-05-10T14:30:00', false, ['o1']],
    ]);
  });

  it('reads null as none and marks one read', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/Common/GetNotifications', () => json({ Notifications: null, Errors: null }));
    crm.handlers.set('/Common/SetNotificationReadStatus', () => json({ IsSuccess: true, Errors: null }));
    const inbox = new CrmNotificationInbox(transport);
    expect(await inbox.list({})).toEqual([]);
    await inbox.markRead('n1');
    expect(crm.received.at(-1)?.body).toMatchObject({ NotificationIdentifier: 'n1', IsRead: true });
  });
});

describe('CrmCancellations', () => {
  it('lists the reasons in the CRM’s order', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/GetOrderCancellationReasons', () =>
      json({
        OrderCancellationReasons: [
          { OrderCancellationReasonIdentifier: 'r1', OrderCancellationReason: 'Behovet har upphört' },
          { OrderCancellationReasonIdentifier: 'r9', OrderCancellationReason: 'Annan orsak' },
        ],
        Errors: null,
      }),
    );
    expect(await new CrmCancellations(transport).reasons()).toEqual([
      { id: 'r1', text: 'Behovet har upphört' },
      { id: 'r9', text: 'Annan orsak' },
    ]);
  });

  it('always gives the patient’s consent and sends the SMS when chosen', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMCustomer/CancelOrder', () =>
      json({ IsSuccess: true, IsLateCancellation: true, OrderNumber: '100123', Errors: null }),
    );
    const cancellations = new CrmCancellations(transport);
    const done = await cancellations.cancel({
      assignmentId: 'o1',
      reasonId: 'r1',
      sms: { serviceId: 'sms', receiver: ' 070-123 45 67 ', sendHoursBefore: 48, sendHoursAfter: 1 },
    });
    expect(done).toEqual({ orderNumber: '100123', isLate: true });
    expect(crm.received.at(-1)?.body).toMatchObject({
      OrderIdentifier: 'o1',
      OrderCancellationReasonIdentifier: 'r1',
      IsPatientConsentGiven: true,
      CustomerOrderAdditionalServices: [
        {
          AdditionalServiceIdentifier: 'sms',
          MessageReceiver: '070-123 45 67',
          SendHoursBeforeBooking: 48,
          SendHoursAfterBookingInsertOrChange: 1,
        },
      ],
    });
    await cancellations.cancel({ assignmentId: 'o1', reasonId: 'r1', sms: null });
    expect(crm.received.at(-1)?.body).toMatchObject({ IsPatientConsentGiven: true, CustomerOrderAdditionalServices: null });
  });
});

describe('CrmAttachmentFiles', () => {
  it('gives the file’s bytes', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/GetAttachmentCustomer', () =>
      json({
        Attachment: { AttachmentContentType: 'text/plain', AttachmentFile: btoa('hej'), AttachmentFilename: 'a.txt' },
        Errors: null,
      }),
    );
    const file = await new CrmAttachmentFiles(transport, errorLog).file('ref-1');
    expect(file && [file.filename, file.contentType, new TextDecoder().decode(file.bytes)]).toEqual([
      'a.txt',
      'text/plain',
      'hej',
    ]);
  });

  it('only logs a failed lookup: no toast, no file', async () => {
    const { crm, transport, errorLog, notifier } = harness();
    crm.handlers.set('/CRMCustomer/GetAttachmentCustomer', () => json({ Attachment: null, ...errorsAnswer(3003) }));
    expect(await new CrmAttachmentFiles(transport, errorLog).file('ref-1')).toBeNull();
    expect(notifier.problems).toEqual([]);
    await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('GetAttachmentCustomer failed'));
  });
});

describe('CrmServiceOffers', () => {
  const service = (id: string, name: string, forCancel: boolean) => ({
    ServiceIdentifier: id,
    ServiceName: name,
    IsPerformedRemotely: false,
    DoRequireMeetingUrl: false,
    DoRequireMeetingPhoneNumber: false,
    AvailableCompetences: [],
    DigitalMeetingPlatforms: [],
    ServiceAlternatives: [],
    AdditionalServices: [
      {
        AdditionalServiceIdentifier: 'sms',
        IsSelectableForNewOrder: true,
        IsSelectableForUpdateOrder: true,
        IsSelectableForCancelOrder: forCancel,
        AdditionalServiceSetting: { IsPreselected: false, SendHoursBeforeBooking: 48, SendHoursAfterBookingInsertOrChange: 1 },
      },
    ],
    IsDefaultServiceForAutoAssignOrder: false,
    InvoiceReceivers: [],
    DefaultDoRequireCompetenceLevelOrHigher: true,
    DefaultDoRequireExactCompetenceLevel: false,
    DefaultDoRequireCorrectGender: false,
    DefaultGenderIdPreferred: null,
    DefaultCompetenceIdentifier: 1,
    DefaultDoAllowAlternativeService: true,
  });
  const now = () => Temporal.Instant.from('2026-05-10T10:00:00Z');

  it('maps the additional services of what is offered', async () => {
    const { crm, transport, errorLog } = harness();
    crm.handlers.set('/CRMCustomer/GetServices', () => json({ Services: [service('k', 'Kontakttolkning', true)], Errors: null }));
    const from = Temporal.ZonedDateTime.from('2026-05-12T09:00[Europe/Stockholm]');
    const offered = await new CrmServiceOffers(transport, errorLog, now).offered('skill', from, from.add({ hours: 1 }));
    expect(offered).toEqual([
      {
        id: 'k',
        name: 'Kontakttolkning',
        additionalServices: [{ id: 'sms', selectableForCancel: true, sendHoursBefore: 48, sendHoursAfter: 1 }],
      },
    ]);
    expect(crm.received.at(-1)?.body).toMatchObject({ DatetimeFrom: '2026-05-12 09:00:00', DatetimeTo: '2026-05-12 10:00:00' });
  });

  it('reads the names once per language from tomorrow’s offer, quietly', async () => {
    const { crm, transport, errorLog, notifier } = harness();
    crm.handlers.set('/CRMCustomer/GetServices', () =>
      json({ Services: [service('t', 'Telefontolkning', false)], Errors: null }),
    );
    const offers = new CrmServiceOffers(transport, errorLog, now);
    expect([...(await offers.namesFor('skill'))]).toEqual([['t', 'Telefontolkning']]);
    await offers.namesFor('skill');
    expect(crm.count('/CRMCustomer/GetServices')).toBe(1);
    expect(crm.received.at(-1)?.body).toMatchObject({ DatetimeFrom: '2026-05-11 09:00:00' });

    crm.handlers.set('/CRMCustomer/GetServices', () => json({ Services: null, ...errorsAnswer(5202) }));
    expect((await offers.namesFor('other')).size).toBe(0);
    expect(notifier.problems).toEqual([]);
  });
});
