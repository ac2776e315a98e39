import type { DraftField } from '@tolk/core';
import type { AssignmentFormStore } from '../booking-form/assignment-form-store.js';

/**
 * Scrolls to a form's field and focuses it, once the browser has drawn the tab that holds it
 * (spec 1 §4: a validation failure scrolls to the first error).
 */
export function focusFieldSoon(form: AssignmentFormStore, field: DraftField | null): void {
  if (!field) return;
  const id = form.fieldId(field);
  const attempt = (triesLeft: number) => {
    const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[data-field="${id}"]`);
    if (!element) {
      if (triesLeft > 0) requestAnimationFrame(() => attempt(triesLeft - 1));
      return;
    }
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  };
  requestAnimationFrame(() => attempt(10));
}
