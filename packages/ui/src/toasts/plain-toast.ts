import { Classes } from '@blueprintjs/core';

/** What a plain toast says and how it looks: a Blueprint intent of the toasts the portals raise. */
export type PlainToastIntent = 'danger' | 'success' | 'warning' | 'primary';

const CONTAINER_ID = 'tolk-plain-toasts';

/**
 * A toast without Blueprint's toaster: the words at the top of the page in a toast's own classes, the
 * message an alert as in Blueprint's toasts, gone after `timeoutMs`. For a toast whose toaster code
 * cannot be fetched (the connection lost before the page's first input, issue 12), so that what
 * went wrong is still said.
 */
export function showPlainToast(message: string, intent: PlainToastIntent, timeoutMs: number): void {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.className = `${Classes.TOAST_CONTAINER} ${Classes.TOAST_CONTAINER}-top ${Classes.TOAST_CONTAINER}-in-portal`;
    document.body.append(container);
  }
  const toast = document.createElement('div');
  toast.className = `${Classes.TOAST} ${Classes.intentClass(intent)}`;
  const words = document.createElement('span');
  words.className = Classes.TOAST_MESSAGE;
  words.setAttribute('role', 'alert');
  words.textContent = message;
  toast.append(words);
  container.append(toast);
  setTimeout(() => toast.remove(), timeoutMs);
}
