import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '@tolk/core';
import { DEVIATION_STATUS, type DeviationStatusName } from '@tolk/crm-contract';

/** The provider answers a deviation within five working days (spec 2 §9, spec 3 §9). */
export const ANSWER_WORKING_DAYS = 5;

/** Monday to Friday, Stockholm time; public holidays are not taken into account. */
export const isWorkingDay = (date: Temporal.PlainDate): boolean => date.dayOfWeek <= 5;

const zoned = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(STOCKHOLM);
const startOf = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds;

function nextWorkingDay(date: Temporal.PlainDate): Temporal.PlainDate {
  let day = date.add({ days: 1 });
  while (!isWorkingDay(day)) day = day.add({ days: 1 });
  return day;
}

/** When the provider starts counting: the arrival itself on a working day, else 00:00 of the next one. */
function registeredAt(arrivedMs: number): Temporal.ZonedDateTime {
  const arrived = zoned(arrivedMs);
  return isWorkingDay(arrived.toPlainDate())
    ? arrived
    : nextWorkingDay(arrived.toPlainDate()).toZonedDateTime({ timeZone: STOCKHOLM });
}

/**
 * When the answer comes: the same Stockholm time of day, five working days after the deviation
 * was registered (a Friday 10:00 arrival is answered the next Friday 10:00, not on Wednesday).
 */
export function answeredAtMs(arrivedMs: number): number {
  const registered = registeredAt(arrivedMs);
  let day = registered.toPlainDate();
  for (let i = 0; i < ANSWER_WORKING_DAYS; i++) day = nextWorkingDay(day);
  return day.toPlainDateTime(registered.toPlainTime()).toZonedDateTime(STOCKHOLM).epochMilliseconds;
}

/** Investigation starts at 00:00 of the working day after the day the deviation was registered. */
export function investigatedFromMs(arrivedMs: number): number {
  return startOf(nextWorkingDay(registeredAt(arrivedMs).toPlainDate()));
}

/**
 * A deviation's status as of `nowMs` (docs/api.md): Nyregistrerad on the working day it is
 * registered, Under utredning from the next working day, Avslutad once answered.
 */
export function deviationStatusAt(arrivedMs: number, answeredMs: number, nowMs: number): DeviationStatusName {
  if (nowMs >= answeredMs) return 'Avslutad';
  if (nowMs >= investigatedFromMs(arrivedMs)) return 'Under utredning';
  return 'Nyregistrerad';
}

export const deviationStatusId = (name: DeviationStatusName): number => DEVIATION_STATUS[name];
