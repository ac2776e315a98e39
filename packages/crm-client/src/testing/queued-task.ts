import { inNewTask } from '../transport/yield-to-browser.js';

/**
 * A task queued now, for tests of yielding: whether it has run by some point tells whether the code
 * under test gave up its task before that point (a promise chain alone never lets it run).
 */
export function queuedTask(): { readonly ran: () => boolean } {
  let ran = false;
  inNewTask(() => {
    ran = true;
  });
  return { ran: () => ran };
}
