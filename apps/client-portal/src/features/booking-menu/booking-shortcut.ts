/** Input types that take no typing: Shift+B on them is not a capital B. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key pressed here types text (an input, a text area, a select, an editable element). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/**
 * Shift+B (spec 1 §2 screen 7): the key, with Shift and no other modifier, typed outside a text
 * field and outside an open dialog or drawer (the menu would open behind it).
 */
export function isBookingShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'b' || !event.shiftKey) return false;
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || event.isComposing) return false;
  if (isTextEntry(event.target)) return false;
  return !(event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"], .bp6-overlay-open'));
}

/**
 * Listens for Shift+B on the document and calls `open`; answers the function that stops listening.
 * The app shell listens from the moment of login: the menu's own code may still be on its way.
 */
export function listenForBookingShortcut(open: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!isBookingShortcut(event)) return;
    event.preventDefault();
    open();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
