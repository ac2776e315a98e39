/**
 * Whether typed text reads as a time by the spec's rule (spec 3 §5, core's parseTimeInput): `HH:mm`
 * or `HH.mm`, a bare number of 1–2 digits (hours) or 3–4 digits (hhmm), the first 5 characters
 * counted. What does not is the rule's 12:00 fallback, which a field may want to say out loud.
 */
export function readsAsTime(text: string): boolean {
  return /^(\d{1,2}[:.]\d{0,2}|\d{1,4})$/.test(text.trim().slice(0, 5));
}
