import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { articleKindOf } from './article-kind.js';
import { anAssignment } from './builders.js';
import {
  ratingCellOf,
  showsContactPhones,
  showsEmergencyNote,
  showsInterpreter,
  showsPhoneNumbers,
  unreadNewestFirst,
} from './detail.js';
import { ORDER_STATUSES, SUB_STATUSES } from './status.js';

describe('article kinds (spec 2 §2 icons)', () => {
  it('reads the kind from the name', () => {
    expect(
      ['Telefontolkning', 'Kontakttolkning', 'Videotolkning', 'Skypetolkning', 'Simultantolkning', 'Skrivtolkning'].map(
        articleKindOf,
      ),
    ).toEqual(['telephone', 'on-site', 'video', 'skype', 'simultaneous', 'other']);
  });
});

describe('detail drawer fields (spec 2 §2)', () => {
  it('names the interpreter only when booked, performed or cancelled and known', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES, 'unknown' as const), fc.boolean(), (status, known) => {
        const assignment = anAssignment({ status, interpreter: known ? { name: 'A B', phone: null, competence: '' } : null });
        expect(showsInterpreter(assignment)).toBe(known && ['accepted', 'fullfilled', 'cancelled'].includes(status));
      }),
    );
  });

  it('shows phone numbers for telephone and Skype, contact phones for Telefontolkning only', () => {
    const of = (articleName: string) => anAssignment({ articleName });
    expect(['Telefontolkning', 'Skypetolkning', 'Kontakttolkning', 'Videotolkning'].map((n) => showsPhoneNumbers(of(n)))).toEqual(
      [true, true, false, false],
    );
    expect(['Telefontolkning', 'Skypetolkning'].map((n) => showsContactPhones(of(n)))).toEqual([true, false]);
  });

  it('points out the emergency number only while the order is in progress', () => {
    for (const subStatus of SUB_STATUSES) {
      expect(showsEmergencyNote(anAssignment({ subStatus }))).toBe(subStatus === 'order-in-progress');
    }
  });

  it('rates: a link while it can be rated, stars once rated, nothing otherwise', () => {
    expect(ratingCellOf(anAssignment({ canBeRated: true }))).toEqual({ kind: 'rate' });
    expect(ratingCellOf(anAssignment({ rating: 4 }))).toEqual({ kind: 'stars', stars: 4 });
    expect(ratingCellOf(anAssignment({}))).toEqual({ kind: 'none' });
  });
});

describe('unread notifications in the drawer (spec 2 §2)', () => {
  it('are newest first, each kept once, whatever order the CRM sent them in', () => {
    const sent = (minute: number) => Temporal.ZonedDateTime.from('2026-11-27T09:00[Europe/Stockholm]').add({ minutes: minute });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 12 }), (minutes) => {
        const unread = minutes.map((m) => ({ id: `n${m}`, headline: `h${m}`, sentAt: sent(m) }));
        const order = anAssignment({ unreadNotifications: unread });
        const sorted = unreadNewestFirst(order);
        expect(sorted.map((n) => n.id)).toEqual([...minutes].sort((a, b) => b - a).map((m) => `n${m}`));
        expect(order.unreadNotifications).toEqual(unread);
      }),
    );
  });
});
