import type { Temporal } from 'temporal-polyfill';

/** Where add-new leads: the single-assignment form (spec 1 §2), given the chosen day in the navigation state. */
export const NEW_BOOKING_PATH = '/create-single-assignment';

/** The navigation state add-new passes: the day, YYYY-MM-DD. */
export interface NewBookingState {
  readonly date: string;
}

export const newBookingState = (day: Temporal.PlainDate): NewBookingState => ({ date: day.toString() });
