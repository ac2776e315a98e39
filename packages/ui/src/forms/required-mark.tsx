/**
 * The asterisk of a required field: seen, but not part of the field's accessible name (assistive
 * technology hears "required" from aria-required instead).
 */
export function RequiredMark() {
  return <span aria-hidden="true">*</span>;
}
