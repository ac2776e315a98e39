import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '../store/customers.js';
import { OrderSession, buildOrdersApp } from '../routes/orders-testing.js';
import type { OrderRow } from './order-row.js';

/**
 * SearchOrders' Order objects are written by SQLite (order-wire.ts). Each test gives one of the
 * seeded orders the stored values it is about and reads that order back through SearchOrders,
 * whose every answer the test app checks against the contract's codec.
 */
describe('SearchOrders’ Order objects', () => {
  let app: FastifyInstance;
  let session: OrderSession;
  let customer: CustomerRow;
  let order: OrderRow;
  let interpreter: { id: string; first_name: string; last_name: string; number: string; phone: string | null };

  beforeAll(async () => {
    app = await buildOrdersApp();
    session = await OrderSession.start(app);
    customer = app.customers.byId(app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string)!;
    order = app.db
      .prepare("SELECT * FROM orders WHERE customer_id = ? AND status = 'fulfilled' AND interpreter_id IS NOT NULL LIMIT 1")
      .get(customer.id) as OrderRow;
    interpreter = app.db.prepare('SELECT * FROM interpreters WHERE id = ?').get(order.interpreter_id) as typeof interpreter;
  }, 60_000);
  afterAll(() => app.close());

  /** The order as SearchOrders sends it, after `changes` to its stored row. */
  async function wireWith(changes: Partial<OrderRow>): Promise<OrderWire> {
    const columns = Object.keys(changes);
    if (columns.length > 0) {
      app.db
        .prepare(`UPDATE orders SET ${columns.map((column) => `${column} = @${column}`).join(', ')} WHERE id = @id`)
        .run({ ...changes, id: order.id });
    }
    const orders = await session.search({ OrderIdentifier: order.id });
    expect(orders).toHaveLength(1);
    return orders![0]!;
  }

  const contactJson = (firstName: string, lastName: string) =>
    JSON.stringify({ id: null, firstName, lastName, title: null, email: 'a@b.se', phoneDirect: null, phoneMobile: '070-1' });

  it('sends every text as it was stored, escaped or not, and names people as first and last name trimmed', async () => {
    // Quotes, backslashes, control characters, line and paragraph separators, non-breaking and
    // other Unicode spaces, Swedish letters and characters beyond the BMP.
    const unit = fc.constantFrom(
      'a',
      'Ö',
      'å',
      ' ',
      '"',
      '\\',
      '\n',
      '\t',
      '\u0001',
      '\u001f',
      '\u2028',
      '\u00a0',
      '\u2003',
      '😀',
      '–',
      "'",
    );
    const text = fc.string({ unit, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (notes, reference, firstName, lastName) => {
        const wire = await wireWith({
          notes,
          customer_reference: reference,
          contact_json: contactJson(firstName, lastName),
        });
        expect(wire.NotesResource).toBe(notes);
        expect(wire.CustomerReference).toBe(reference);
        expect(wire.ContactPerson?.ContactPersonFirstName).toBe(firstName);
        expect(wire.ContactPerson?.ContactPersonLastName).toBe(lastName);
        expect(wire.ContactPerson?.ContactPersonName).toBe(`${firstName} ${lastName}`.trim());
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('writes the address performing as its parts that are given, and tells whether it is the customer’s own', async () => {
    const away = await wireWith({ address_row1: 'Storgatan 1', care_of: '', postal_code: ' 111 22', city: null, is_remote: 0 });
    expect(away.PostalAddressPerforming).toEqual({ AddressRow1: 'Storgatan 1', CareOf: '', PostalCode: ' 111 22', City: '' });
    expect(away.AddressPerformingEffective).toBe('Storgatan 1, 111 22');
    expect(away.IsDeviatingAddressPerforming).toBe(true);

    // The customer's own address, spaced and cased otherwise, is not elsewhere.
    const home = await wireWith({
      address_row1: ` ${customer.address_row1!.toUpperCase()} `,
      care_of: 'c/o Lind',
      postal_code: customer.postal_code!.replace(/\s/g, ''),
      city: 'Stockholm',
    });
    expect(home.AddressPerformingEffective).toBe(
      `c/o Lind, ${` ${customer.address_row1!.toUpperCase()} `}, ${customer.postal_code!.replace(/\s/g, '')} Stockholm`,
    );
    expect(home.IsDeviatingAddressPerforming).toBe(false);

    const none = await wireWith({ address_row1: '', care_of: 'c/o Lind', postal_code: '111 22', city: 'Stockholm' });
    expect(none.PostalAddressPerforming).toBeNull();
    expect(none.AddressPerformingEffective).toBeNull();
    expect(none.IsDeviatingAddressPerforming).toBe(false);
  });

  it('names the interpreter, the number pinned for the order, and whether they interpret a substitute language', async () => {
    const skills = app.db.prepare('SELECT id, name FROM skills ORDER BY name').all() as { id: string; name: string }[];
    const spoken = new Set(
      app.db.prepare('SELECT skill_id FROM interpreter_skills WHERE interpreter_id = ?').pluck().all(interpreter.id) as string[],
    );
    const notSpoken = skills.find((skill) => !spoken.has(skill.id))!;
    const substitute = skills.find((skill) => skill.id !== notSpoken.id)!;

    const plain = await wireWith({ interpreter_id: interpreter.id, substitute_skill_id: null, skill_id: notSpoken.id });
    expect(plain.Resource).toMatchObject({
      ResourceFullName: `${interpreter.first_name} ${interpreter.last_name}`,
      ResourceNumber: interpreter.number,
      ResourcePhoneNumber: interpreter.phone,
      IsBasedOnSkillSubstitute: false,
    });
    expect(plain.WorkAssignmentIdentifier).toBe(`WA-${order.number}`);
    expect(plain.SkillSubstitute).toBeNull();

    const onSubstitute = await wireWith({ substitute_skill_id: substitute.id });
    expect(onSubstitute.Resource?.IsBasedOnSkillSubstitute).toBe(true);
    expect(onSubstitute.SkillSubstitute).toBe(substitute.name);
    app.db.prepare('INSERT INTO interpreter_skills VALUES (?, ?)').run(interpreter.id, notSpoken.id);
    expect((await wireWith({})).Resource?.IsBasedOnSkillSubstitute).toBe(false);

    app.db.prepare('INSERT INTO order_resource_phones VALUES (?, ?)').run(order.id, '070-111 22 33');
    expect((await wireWith({})).Resource?.ResourcePhoneNumber).toBe('070-111 22 33');

    const open = await wireWith({ interpreter_id: null, status: 'open' });
    expect(open.Resource).toBeNull();
    expect(open.WorkAssignmentIdentifier).toBeNull();
    await wireWith({ interpreter_id: interpreter.id, status: 'fulfilled' });
  });

  it('lists unread notifications newest first, the attachments in the order added, and the services as the wire has them', async () => {
    const notify = app.db.prepare(
      'INSERT INTO notifications (id, customer_id, order_id, headline, message, sent_ms, is_read) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    notify.run('n-old', customer.id, order.id, 'Äldre', 'm', order.start_ms - 7_200_000, 0);
    notify.run('n-new', customer.id, order.id, 'Nyare', 'm', order.start_ms - 3_600_000, 0);
    notify.run('n-read', customer.id, order.id, 'Läst', 'm', order.start_ms, 1);
    const attach = app.db.prepare('INSERT INTO attachments VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const id of ['z-first', 'a-second']) attach.run(id, customer.id, order.id, `${id}.pdf`, 'application/pdf', null, 'AA==');

    const wire = await wireWith({
      alternative_services_json: JSON.stringify([{ ServiceIdentifier: 's-2', Extra: 1 }, { ServiceIdentifier: 's-1' }]),
      additional_services_json: JSON.stringify([
        { AdditionalServiceIdentifier: 'sms', MessageReceiver: '070-1', SendHoursBeforeBooking: 24 },
        { AdditionalServiceIdentifier: 'mail' },
      ]),
    });
    expect(wire.UnreadNotifications.map((n) => n.NotificationIdentifier)).toEqual(['n-new', 'n-old']);
    expect(wire.NumberOfUnreadNotifications).toBe(2);
    expect(wire.Attachments.map((a) => a.AttachmentReference)).toEqual(['z-first', 'a-second']);
    expect(wire.ServiceAlternatives).toEqual([{ ServiceIdentifier: 's-2' }, { ServiceIdentifier: 's-1' }]);
    expect(wire.CustomerOrderAdditionalServices).toEqual([
      {
        AdditionalServiceIdentifier: 'sms',
        MessageReceiver: '070-1',
        SendHoursAfterBookingInsertOrChange: null,
        SendHoursBeforeBooking: 24,
      },
      {
        AdditionalServiceIdentifier: 'mail',
        MessageReceiver: null,
        SendHoursAfterBookingInsertOrChange: null,
        SendHoursBeforeBooking: null,
      },
    ]);

    const empty = await wireWith({ alternative_services_json: '[]', additional_services_json: '[]' });
    expect(empty.ServiceAlternatives).toEqual([]);
    expect(empty.CustomerOrderAdditionalServices).toEqual([]);
  });

  it('sends a period’s orders in the order the search finds them, newest start first', async () => {
    const criteria = { DatetimeFrom: '2026-09-01 00:00:00', DatetimeTo: '2026-12-01 00:00:00' };
    const sent = (await session.search(criteria))!;
    const found = app.orderWorld.store.search(customer.id, {
      fromMs: Date.parse('2026-08-31T22:00:00Z'),
      toMs: Date.parse('2026-11-30T23:00:00Z'),
      number: null,
      keywords: null,
      orderId: null,
    });
    expect(sent.length).toBeGreaterThan(20);
    expect(sent.map((wire) => wire.OrderIdentifier)).toEqual(found.map((row) => row.id));
    const starts = sent.map((wire) => wire.DatetimeFrom);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('sends meeting details and the order group only when something of them is given', async () => {
    const nothing = { meeting_url: '', meeting_phone: null, meeting_platform_id: '', bank_id_required: 0, group_id: '' };
    const plain = await wireWith(nothing);
    expect(plain.MeetingDetails).toBeNull();
    expect(plain.OrderGroup).toBeNull();

    const bankId = await wireWith({ ...nothing, bank_id_required: 1, group_id: 'g-1', group_same_resource: 1 });
    expect(bankId.MeetingDetails).toMatchObject({ MeetingUrl: '', DoRequireBankIdVerification: 'True' });
    expect(bankId.OrderGroup).toEqual({
      OrderGroupIdentifier: 'g-1',
      Description: order.group_description,
      DoRequireSameResourceForAllWorkAssignments: true,
    });
  });
});
