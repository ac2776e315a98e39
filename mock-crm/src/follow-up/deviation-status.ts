import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM, answerDeadline, nextWorkingDay, registeredAt } from '@tolk/core';
import { DEVIATION_STATUS, type DeviationStatusName } from '@tolk/crm-contract';
import { hash } from '../orders/dispatcher.js';

/** The working-day rule is the portal's own (core, Swedish public holidays included): one rule for both. */
export { ANSWER_WORKING_DAYS, isWorkingDay } from '@tolk/core';

const startOf = (date: Temporal.PlainDate) => date.toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds;
const instant = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(epochMs);

/** The deadline the portal shows: five working days after the deviation was registered. */
export const answerDueMs = (arrivedMs: number): number => answerDeadline(instant(arrivedMs)).epochMilliseconds;

/** One deviation in this many is answered a working day or two late (docs/api.md), so the portal's overdue mark shows. */
const LATE_ONE_IN = 6;

/**
 * When the provider answers: on the deadline, or for a few (chosen by the deviation's number, so
 * always the same ones) one or two working days after it.
 */
export function answeredAtMs(arrivedMs: number, number = ''): number {
  const deadline = answerDeadline(instant(arrivedMs));
  const h = hash(`late:${number}`);
  if (number === '' || h % LATE_ONE_IN !== 0) return deadline.epochMilliseconds;
  let day = deadline.toPlainDate();
  for (let i = 0; i <= (h >> 4) % 2; i++) day = nextWorkingDay(day);
  return day.toPlainDateTime(deadline.toPlainTime()).toZonedDateTime(STOCKHOLM).epochMilliseconds;
}

/** Investigation starts at 00:00 of the working day after the day the deviation was registered. */
export function investigatedFromMs(arrivedMs: number): number {
  return startOf(nextWorkingDay(registeredAt(instant(arrivedMs)).toPlainDate()));
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
