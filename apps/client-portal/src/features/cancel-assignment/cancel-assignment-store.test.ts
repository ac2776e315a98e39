import {
  FixedClock,
  anAssignment,
  atStockholm,
  type Assignment,
  type CancellationRequest,
  type Cancellations,
  type OfferedService,
  type ServiceOffers,
} from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CancelAssignmentStore } from './cancel-assignment-store.js';

configure({ enforceActions: 'always' });

const sms = { id: 'sms', selectableForCancel: true, sendHoursBefore: 48, sendHoursAfter: 1 };

function setUp(assignment: Assignment | null, offered: OfferedService[] = []) {
  const sent: CancellationRequest[] = [];
  const cancelledIds: string[] = [];
  let refuse = false;
  const cancellations: Cancellations = {
    reasons: async () => [
      { id: 'r1', text: 'Behovet har upphört' },
      { id: 'r2', text: 'Annan orsak' },
    ],
    cancel: async (request) => {
      if (refuse) throw new Error('5100');
      sent.push(request);
      return { orderNumber: assignment?.number ?? '', isLate: assignment?.isLateCancellation ?? false };
    },
  };
  const services: ServiceOffers = { offered: async () => offered, namesFor: async () => new Map() };
  const store = new CancelAssignmentStore({
    lookup: { byId: async (id) => (assignment?.id === id ? assignment : null) },
    cancellations,
    services,
    clock: FixedClock.at('2026-05-12 08:00:00'),
    onCancelled: (id) => cancelledIds.push(id),
  });
  return { store, sent, cancelledIds, refuseNext: () => (refuse = true) };
}

const future = anAssignment({
  id: 'o1',
  number: '100001',
  serviceId: 'tele',
  start: atStockholm('2026-05-12 09:00'),
  end: atStockholm('2026-05-12 10:00'),
});

describe('CancelAssignmentStore', () => {
  it('looks the order up again and chooses the first reason', async () => {
    const { store } = setUp(future);
    await store.start('o1');
    expect([store.state, store.assignment?.number, store.reasonId]).toEqual(['ready', '100001', 'r1']);
    store.chooseReason('r2');
    expect(store.reasonId).toBe('r2');
  });

  it('says when the order is not found', async () => {
    const { store } = setUp(null);
    await store.start('gone');
    expect(store.state).toBe('missing');
  });

  it('offers the SMS only when the order’s service allows it for cancel', async () => {
    const allowed = setUp(future, [{ id: 'tele', name: 'Telefontolkning', additionalServices: [sms] }]);
    await allowed.store.start('o1');
    expect(allowed.store.smsService).toEqual(sms);
    const other = setUp(future, [
      { id: 'tele', name: 'Telefontolkning', additionalServices: [{ ...sms, selectableForCancel: false }] },
      { id: 'kontakt', name: 'Kontakttolkning', additionalServices: [sms] },
    ]);
    await other.store.start('o1');
    expect(other.store.smsService).toBeNull();
  });

  it('tells the charge the CRM gives, with the limit of the kind of order', async () => {
    const late = setUp({ ...future, isLateCancellation: true });
    await late.store.start('o1');
    expect(late.store.charge).toEqual({ chargeable: true, hours: 2 });
    const free = setUp({ ...future, isRemote: false });
    await free.store.start('o1');
    expect(free.store.charge).toEqual({ chargeable: false, hours: 18 });
  });

  it('needs a receiver of at most 300 characters once the SMS is on, and sends it', async () => {
    const { store, sent, cancelledIds } = setUp({ ...future, contact: null }, [
      { id: 'tele', name: 'Telefontolkning', additionalServices: [sms] },
    ]);
    await store.start('o1');
    store.setSmsOn(true);
    expect(store.smsProblem).toEqual({ kind: 'required' });
    expect(store.canSubmit).toBe(false);
    store.setSmsReceiver('0'.repeat(301));
    expect(store.smsProblem).toEqual({ kind: 'too-long', max: 300 });
    store.setSmsReceiver(' 070-123 45 67 ');
    expect(await store.submit()).toEqual({ orderNumber: '100001', isLate: false });
    expect(sent).toEqual([
      {
        assignmentId: 'o1',
        reasonId: 'r1',
        sms: { serviceId: 'sms', receiver: '070-123 45 67', sendHoursBefore: 48, sendHoursAfter: 1 },
      },
    ]);
    expect(cancelledIds).toEqual(['o1']);
  });

  it('sends no SMS when it is off; a refusal keeps the form', async () => {
    const { store, sent } = setUp(future);
    await store.start('o1');
    expect((await store.submit())?.orderNumber).toBe('100001');
    expect(sent[0]?.sms).toBeNull();
    const refused = setUp(future);
    await refused.store.start('o1');
    refused.refuseNext();
    expect(await refused.store.submit()).toBeNull();
    expect(refused.store.state).toBe('ready');
  });

  it('refuses an order that has started', async () => {
    const { store, sent } = setUp({ ...future, start: atStockholm('2026-05-12 07:00') });
    await store.start('o1');
    expect(store.refusal()).toBe('started');
    expect(await store.submit()).toBeNull();
    expect(sent).toEqual([]);
  });
});
