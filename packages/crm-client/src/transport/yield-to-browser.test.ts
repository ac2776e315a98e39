import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queuedTask } from '../testing/queued-task.js';
import { mapInSlices, yieldToBrowser } from './yield-to-browser.js';

describe('yieldToBrowser', () => {
  it('lets a task queued before it run first', async () => {
    const other = queuedTask();
    await Promise.resolve();
    expect(other.ran()).toBe(false);

    await yieldToBrowser();

    expect(other.ran()).toBe(true);
  });
});

describe('mapInSlices', () => {
  it('maps like Array.map, and gives up its task each time a slice has run 8 ms (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.integer(), fc.integer({ min: 0, max: 6 })), { maxLength: 60 }), async (items) => {
        // Each item costs its own milliseconds on a clock the mapping moves on.
        let clock = 0;
        const yieldsAt: number[] = [];
        const mapped = await mapInSlices(
          items,
          ([value, cost]) => {
            clock += cost;
            return value * 2;
          },
          { sliceMs: 8, now: () => clock, yieldNow: async () => void yieldsAt.push(clock) },
        );

        expect(mapped).toEqual(items.map(([value]) => value * 2));
        let sliceStart = 0;
        const expected: number[] = [];
        let spent = 0;
        for (const [, cost] of items) {
          spent += cost;
          if (spent - sliceStart >= 8) {
            expected.push(spent);
            sliceStart = spent;
          }
        }
        expect(yieldsAt).toEqual(expected);
      }),
    );
  });

  it('hands a short list over without giving up its task', async () => {
    const other = queuedTask();

    const mapped = await mapInSlices([1, 2, 3], (n) => n + 1);

    expect(mapped).toEqual([2, 3, 4]);
    expect(other.ran()).toBe(false);
  });
});
