import { FixedClock, MAX_UPLOAD_BYTES, anAssignment, type ComplaintMail, type CreateDeviationCommand } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DeviationFormStore, type DeviationFormPorts } from './deviation-form-store.js';

function ports(fail = false) {
  const stored = new Map<string, unknown>();
  const created: CreateDeviationCommand[] = [];
  const mails: ComplaintMail[] = [];
  let errors = 0;
  const p: DeviationFormPorts = {
    deviations: {
      list: async () => [],
      create: async (command) => {
        if (fail) throw new Error('9999');
        created.push(command);
        return '700123';
      },
    },
    mailer: { send: async (mail) => void mails.push(mail) },
    clock: new FixedClock(Temporal.Instant.from('2026-11-27T09:00:00Z')),
    drafts: {
      readOther: (name) => stored.get(name) ?? null,
      writeOther: (name, value) => void stored.set(name, value),
      clearOther: (name) => void stored.delete(name),
    },
    commonError: () => void errors++,
    profile: () => null,
    reasons: () => [{ id: 'r1', name: 'Tolken kom för sent' }],
  };
  return { p, stored, created, mails, errors: () => errors };
}

describe('DeviationFormStore', () => {
  it('keeps what was typed after a failed submit and restores it when the form opens again', async () => {
    const world = ports(true);
    const order = anAssignment({ id: 'o1', number: '4000001' });
    const form = new DeviationFormStore(world.p, order, { stars: 2, comment: 'Sen', reasonId: 'r1' });
    expect(form.form).toMatchObject({ orderNumber: '4000001', description: 'Sen', reasonId: 'r1', isGeneral: false });
    form.change({ description: 'Tolken kom 20 minuter för sent.', orderNumber: 'changed' });
    expect(form.form.orderNumber).toBe('4000001');
    expect(await form.submit()).toBeNull();
    expect(world.errors()).toBe(1);
    form.dispose();
    const again = new DeviationFormStore(world.p, order, null);
    expect(again.form.description).toBe('Tolken kom 20 minuter för sent.');
    again.dispose();
  });

  it('keeps each change at once: a reload right after a keystroke finds it', () => {
    const world = ports();
    const order = anAssignment({ id: 'o1' });
    const form = new DeviationFormStore(world.p, order, null);
    form.change({ description: 'Tolken kom inte' });
    const reloaded = new DeviationFormStore(world.p, order, null);
    expect(reloaded.form.description).toBe('Tolken kom inte');
    form.dispose();
    reloaded.dispose();
  });

  it('creates a deviation with the reply after "||" and answers its number and deadline', async () => {
    const world = ports();
    const form = new DeviationFormStore(world.p, anAssignment({ id: 'o1' }), null);
    form.change({ reasonId: 'r1', description: 'Sen', wantsReply: true, replyEmail: 'a@b.se' });
    const sent = await form.submit();
    expect(sent).toMatchObject({ kind: 'created', number: '700123' });
    expect(sent?.kind === 'created' && sent.deadline.toPlainDate().toString()).toBe('2026-12-04');
    expect(world.created[0]).toMatchObject({ description: 'Sen||a@b.se', replyEmail: 'a@b.se' });
    expect(world.stored.size).toBe(0);
    form.dispose();
  });

  it('admits only files of the allowed types that fit within the upload limit with those attached', () => {
    const form = new DeviationFormStore(ports().p, anAssignment({ id: 'o1' }), null);
    const half = MAX_UPLOAD_BYTES / 2;
    expect(
      form
        .admitFiles([
          { name: 'virus.exe', size: 1 },
          { name: 'a.pdf', size: half },
        ])
        .map((f) => f.name),
    ).toEqual(['a.pdf']);
    expect(form.invalidFiles).toEqual(['virus.exe']);
    // half bytes, as read: 3 bytes per "AAAA" and one in "AA==".
    form.addFiles([{ filename: 'a.pdf', contentType: 'application/pdf', base64: `${'AAAA'.repeat((half - 1) / 3)}AA==` }]);
    expect(
      form
        .admitFiles([
          { name: 'b.png', size: half + 1 },
          { name: 'c.png', size: half },
        ])
        .map((f) => f.name),
    ).toEqual(['c.png']);
    expect(form.tooLargeFiles).toEqual(['b.png']);
    expect(form.invalidFiles).toEqual([]);
    form.dispose();
  });

  it('mails a general complaint instead of creating a deviation', async () => {
    const world = ports();
    const form = new DeviationFormStore(world.p, null, null);
    form.setContactPersons([
      { id: 'c1', firstName: 'Eva', lastName: 'Ek', title: null, email: null, phoneDirect: null, phoneMobile: null },
    ]);
    form.change({ orderNumber: '123', contactPersonId: 'c1', reasonId: 'r1', description: 'x' });
    expect(await form.submit()).toEqual({ kind: 'mailed' });
    expect(world.created).toEqual([]);
    expect(world.mails[0]?.html).toContain('Eva Ek');
    form.dispose();
  });
});
