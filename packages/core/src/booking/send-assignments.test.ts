import { describe, expect, it } from 'vitest';
import { aDraft } from './builders.js';
import { sendAssignments } from './send-assignments.js';

describe('sendAssignments (spec 1 §4)', () => {
  it('sends each draft in order, one at a time, keeps the failures and reports progress', async () => {
    const drafts = ['a', 'b', 'c', 'd'].map((key) => aDraft({ key }));
    const order: string[] = [];
    let running = 0;
    const progress: [number, number][] = [];
    const outcome = await sendAssignments(
      drafts,
      async (draft) => {
        running++;
        expect(running).toBe(1);
        order.push(draft.key);
        await Promise.resolve();
        running--;
        if (draft.key === 'b' || draft.key === 'd') throw new Error('refused');
      },
      (sent, total) => progress.push([sent, total]),
    );
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(outcome.sent.map((d) => d.key)).toEqual(['a', 'c']);
    expect(outcome.failed.map((d) => d.key)).toEqual(['b', 'd']);
    expect(progress).toEqual([
      [1, 4],
      [1, 4],
      [2, 4],
      [2, 4],
    ]);
  });

  it('does nothing for no drafts', async () => {
    const progress: number[] = [];
    expect(
      await sendAssignments(
        [],
        () => Promise.resolve(),
        (sent) => progress.push(sent),
      ),
    ).toEqual({ sent: [], failed: [] });
    expect(progress).toEqual([]);
  });
});
