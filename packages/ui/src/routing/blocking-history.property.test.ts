import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window.js';
import { createBlockingHistory, type NavigationAttempt } from './blocking-history.js';

/** What a user (or the app) may do: navigate, use the browser's back and forward, answer the dialog, guard a form. */
type Step =
  | { readonly kind: 'push' | 'replace'; readonly path: string }
  | { readonly kind: 'go'; readonly delta: number }
  | { readonly kind: 'leave' | 'stay' }
  | { readonly kind: 'guard'; readonly on: boolean };

const PATHS = ['/', '/my-assignment', '/create-single-assignment', '/create-single-assignment?step=2'];
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('push' as const, 'replace' as const), path: fc.constantFrom(...PATHS) }),
  fc.record({ kind: fc.constant('go' as const), delta: fc.constantFrom(-2, -1, 1, 2) }),
  fc.record({ kind: fc.constantFrom('leave' as const, 'stay' as const) }),
  fc.record({ kind: fc.constant('guard' as const), on: fc.boolean() }),
);

const leaving = ({ currentLocation, nextLocation }: NavigationAttempt) => currentLocation.pathname !== nextLocation.pathname;
const pathOf = (location: { readonly pathname: string; readonly search: string }) => location.pathname + location.search;

describe('the blocking history, whatever the user does', () => {
  it('keeps the router where the browser is, and a guarded page is left only by "Lämna"', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const browser = fakeWindow('/');
        const history = createBlockingHistory({ window: browser.window });
        let shown = '/';
        history.listen(({ location }) => void (shown = pathOf(location)));
        // The dialog shows the latest held navigation, as useNavigationBlocker does.
        const dialog: { held: (() => void) | null } = { held: null };
        let unguard: (() => void) | null = null;
        for (const next of steps) {
          const before = browser.path();
          const leftOnPurpose = next.kind === 'leave' && dialog.held !== null;
          switch (next.kind) {
            case 'push':
              history.push(next.path);
              break;
            case 'replace':
              history.replace(next.path);
              break;
            case 'go':
              history.go(next.delta);
              break;
            case 'leave':
            case 'stay': {
              const held = dialog.held;
              dialog.held = null;
              if (next.kind === 'leave') held?.();
              break;
            }
            case 'guard':
              if (next.on && !unguard) {
                unguard = history.block({ shouldBlock: leaving, onBlocked: (proceed) => void (dialog.held = proceed) });
              } else if (!next.on && unguard) {
                unguard();
                unguard = null;
              }
          }
          await browser.settle();
          // The router shows the page the browser is on, held navigations undone or never made.
          expect(shown).toBe(pathOf(browser.window.location));
          // While the form is guarded, its page is left only by the user's choice.
          if (unguard && !leftOnPurpose) expect(browser.path()).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
  });
});
