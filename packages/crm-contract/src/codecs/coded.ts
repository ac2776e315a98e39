import * as t from 'io-ts';
import type { ErrorCodeValue } from '../errors.js';
import { ErrorCode } from '../errors.js';

/**
 * Codecs that know which catalogued code their failure means (2002 too long, 2003 datetime ...).
 * The mock CRM reads the code back from a failed decode with `errorCodeOf`, so the rule and its
 * code are written once, here.
 */
const codes = new WeakMap<t.Decoder<unknown, unknown>, ErrorCodeValue>();

export function coded<A>(
  name: string,
  base: t.Type<A, A, unknown>,
  code: ErrorCodeValue,
  accept: (value: A) => boolean,
): t.Type<A, A, unknown> {
  const codec = new t.Type<A, A, unknown>(
    name,
    (u): u is A => base.is(u) && accept(u),
    (u, c) => {
      // A wrong base type is reported at the base codec, so it reads as 2004, not as this code.
      const decoded = base.validate(u, t.appendContext(c, '', base));
      if (decoded._tag === 'Left') return decoded;
      return accept(decoded.right) ? t.success(decoded.right) : t.failure(u, c, name);
    },
    (a) => a,
  );
  codes.set(codec, code);
  return codec;
}

/** Strings of at most `max` characters (2002 beyond). */
export const Text = (max: number) => coded(`Text(${max})`, t.string, ErrorCode.StringTooLong, (s) => s.length <= max);

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const validDate = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `YYYY-MM-DD HH:mm:ss`, a real calendar date and clock time (2003 otherwise). */
export const CrmDateTime = coded('CrmDateTime', t.string, ErrorCode.InvalidDatetime, (s) => {
  const m = DATETIME.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return validDate(y, mo, d) && h < 24 && mi < 60 && se < 60;
});

/** `YYYY-MM-DD` (2003 otherwise). */
export const CrmDate = coded('CrmDate', t.string, ErrorCode.InvalidDatetime, (s) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
});

/** `HH:mm`, a clock time of the day from 00:00 to 23:59 (2003 otherwise): a time slot's TimeFrom and TimeTo. */
export const CrmTime = coded('CrmTime', t.string, ErrorCode.InvalidDatetime, (s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s));

export const Email = (max: number) =>
  coded(`Email(${max})`, t.string, ErrorCode.InvalidEmail, (s) => s.length <= max && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s));

/** Digits, spaces, parentheses, plus and hyphen (spec 3 §5), at most `max` characters. */
export const Phone = (max: number) =>
  coded(`Phone(${max})`, t.string, ErrorCode.InvalidPhone, (s) => s.length <= max && /^[\d\s()+-]*$/.test(s));

export const Base64 = coded(
  'Base64',
  t.string,
  ErrorCode.InvalidBase64,
  (s) => /^[A-Za-z0-9+/]*={0,2}$/.test(s) && s.length % 4 === 0,
);

/** Swedish postal codes: exactly five digits, sent as a number (spec 1 §3). */
export const PostalCodeNumber = coded(
  'PostalCode',
  t.number,
  ErrorCode.InvalidPostalCode,
  (n) => Number.isInteger(n) && n >= 10000 && n <= 99999,
);

/** The catalogued code a failed decode means: 2001 when a value is missing, 2004 for a wrong type. */
export function errorCodeOf(error: t.ValidationError): ErrorCodeValue {
  if (error.value === undefined) return ErrorCode.MandatoryFieldMissing;
  const innermost = error.context[error.context.length - 1];
  return (innermost && codes.get(innermost.type as t.Decoder<unknown, unknown>)) ?? ErrorCode.UnexpectedDataType;
}

/** The dotted path of the field a decode error is about, e.g. `CustomerAddress.PostalCode`. */
export function fieldOf(error: t.ValidationError): string {
  return error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .join('.');
}

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

type Nullables<O extends t.Props> = { [K in keyof O]: t.UnionC<[O[K], t.NullC]> };

/** A meeting link: http:// or https://, at most `max` characters (spec 1 §5). */
export const MeetingUrl = (max: number) =>
  t.intersection([Text(max), coded('MeetingUrl', t.string, ErrorCode.InvalidMeetingUrl, (s) => /^https?:\/\/\S+$/i.test(s))]);

/** A whole number within bounds (ratings 1–5, competence levels 1–5 ...); 2004 otherwise. */
export const IntegerIn = (min: number, max: number) =>
  coded(`IntegerIn(${min},${max})`, t.number, ErrorCode.UnexpectedDataType, (n) => Number.isInteger(n) && n >= min && n <= max);

/** A request object: exactly these keys, the optional ones may be absent or null. */
export function request<R extends t.Props, O extends t.Props = Record<never, never>>(name: string, required: R, optional?: O) {
  const optionals = Object.fromEntries(
    Object.entries(optional ?? {}).map(([key, codec]) => [key, nullable(codec)]),
  ) as unknown as Nullables<O>;
  return t.exact(t.intersection([t.type(required), t.partial(optionals)]), name);
}
