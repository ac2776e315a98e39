import type { DraftField } from '@tolk/core';
import type { AssignmentFormStore } from './assignment-form-store.js';

/**
 * Scrolls to a field of the form and focuses it once the browser has drawn it (spec 1 §4: a
 * validation failure scrolls to the first error; the step or tab holding it may only now appear).
 */
export function focusDraftField(form: AssignmentFormStore, field: DraftField): void {
  const id = form.fieldId(field);
  const attempt = (triesLeft: number) => {
    const element = document.getElementById(id);
    if (!element) {
      if (triesLeft > 0) requestAnimationFrame(() => attempt(triesLeft - 1));
      return;
    }
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  };
  requestAnimationFrame(() => attempt(20));
}
