import { anAssignment, type RateCommand, type RateOutcome } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { FeedbackStore } from './feedback-store.js';

class FakeRatings {
  readonly sent: RateCommand[] = [];
  constructor(public outcome: RateOutcome = { kind: 'saved' }) {}
  async rate(command: RateCommand): Promise<RateOutcome> {
    this.sent.push(command);
    return this.outcome;
  }
}
const reasons = { all: async () => [{ id: 'r1', name: 'Tolken kom för sent' }] };

describe('FeedbackStore', () => {
  it('keeps the comment and resets the stars when a modal rating fails, then saves it on the order', async () => {
    const ratings = new FakeRatings({ kind: 'failed' });
    const rated: unknown[] = [];
    const store = new FeedbackStore({ ratings, reasons }, (a) => rated.push(a));
    store.open(anAssignment({ id: 'o1', canBeRated: true, rating: null }), '/my-assignment', 2);
    store.update({ comment: 'Sen', reasonId: 'r1' });
    expect(await store.send()).toEqual({ kind: 'failed' });
    expect(store.dialog?.rating).toMatchObject({ stars: 0, comment: 'Sen', locked: false });
    expect(store.dialog?.failed).toBe(true);

    ratings.outcome = { kind: 'saved' };
    store.update({ stars: 2 });
    const result = await store.send();
    expect(result.kind).toBe('saved');
    expect(ratings.sent.at(-1)).toEqual({ orderId: 'o1', stars: 2, comment: 'Sen', reasonId: 'r1' });
    expect(rated).toMatchObject([{ id: 'o1', rating: 2, ratingComment: 'Sen', canBeRated: false }]);
    expect(store.dialog).toBeNull();
  });

  it('sends 3 or more stars from the list at once and opens the modal for 2 or fewer', async () => {
    const ratings = new FakeRatings();
    const store = new FeedbackStore({ ratings, reasons }, () => undefined);
    const order = anAssignment({ id: 'o2', canBeRated: true, rating: null });
    await store.rateAtOnce(order, 4, 'inline', '/my-assignment');
    expect(ratings.sent).toEqual([{ orderId: 'o2', stars: 4, comment: null, reasonId: null }]);
    expect(store.ratedCount).toBe(1);
    await store.rateAtOnce(order, 1, 'inline', '/my-assignment');
    expect(ratings.sent).toHaveLength(1);
    expect(store.dialog).toMatchObject({ place: 'modal', origin: '/my-assignment', rating: { stars: 1 } });
  });

  it('writes 2 or fewer stars from the drawer under its stars, sent with the button; leaving the drawer drops it', async () => {
    const ratings = new FakeRatings();
    const rated: unknown[] = [];
    const store = new FeedbackStore({ ratings, reasons }, (a) => rated.push(a));
    const order = anAssignment({ id: 'o4', canBeRated: true, rating: null });
    await store.rateAtOnce(order, 2, 'drawer', '/');
    expect(store.drawerForm('o4')).toMatchObject({ place: 'drawer', rating: { stars: 2 } });
    expect(store.drawerForm('other')).toBeNull();
    expect(ratings.sent).toEqual([]);
    store.leaveDrawer('o4');
    expect(store.dialog).toBeNull();

    await store.rateAtOnce(order, 1, 'drawer', '/');
    store.update({ comment: 'Kom inte', reasonId: 'r1' });
    expect((await store.send()).kind).toBe('saved');
    expect(ratings.sent).toEqual([{ orderId: 'o4', stars: 1, comment: 'Kom inte', reasonId: 'r1' }]);
    expect(rated).toMatchObject([{ id: 'o4', rating: 1 }]);
    expect(store.dialog).toBeNull();
  });

  it('needs a comment and a reason for a bad rating before anything is sent', async () => {
    const ratings = new FakeRatings();
    const store = new FeedbackStore({ ratings, reasons }, () => undefined);
    store.open(anAssignment({ id: 'o3' }), '/', 1);
    expect(await store.send()).toEqual({ kind: 'invalid' });
    expect(store.problems).toMatchObject({ comment: { kind: 'required' }, reasonId: { kind: 'required' } });
    expect(ratings.sent).toEqual([]);
  });
});
