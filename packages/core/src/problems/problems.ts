import type { CataloguedErrorKind } from './service-error-kinds.js';

/**
 * One entry of a CRM answer's Errors list, as the domain sees it: what went wrong (`kind`, what the
 * portal reacts to and words) and the CRM's own text (shown for an error the portal has no words
 * for). Only an error outside the catalogue keeps the CRM's number, so that the error log can name it.
 */
export type ServiceError =
  | { readonly kind: CataloguedErrorKind; readonly message: string }
  | { readonly kind: 'unknown'; readonly code: number; readonly message: string };

/** Why a call never got a usable answer (spec 3 §8 distinguishes these four). */
export type TransportFailure = 'request-failed' | 'not-completed' | 'timed-out' | 'aborted';

/** Something the user should be told about; the UI decides the words and the toast. */
export type Problem =
  | { readonly kind: 'service-errors'; readonly errors: readonly ServiceError[] }
  | { readonly kind: 'transport'; readonly failure: TransportFailure }
  | { readonly kind: 'no-token' };

export interface ProblemNotifier {
  notify(problem: Problem): void;
}

/** A call answered with an Errors list: the promise of the call rejects with this. */
export class ServiceErrorsRaised extends Error {
  constructor(
    readonly path: string,
    readonly errors: readonly ServiceError[],
  ) {
    super(`${path}: ${errors.map((e) => `${e.kind === 'unknown' ? `unknown ${e.code}` : e.kind} ${e.message}`).join('; ')}`);
    this.name = 'ServiceErrorsRaised';
  }
}

/** A call that never got a usable answer. */
export class TransportFailed extends Error {
  constructor(
    readonly path: string,
    readonly failure: TransportFailure,
    readonly status?: number,
  ) {
    super(`${path}: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'TransportFailed';
  }
}

/** A rule of the spec named an application error ("getSkill error", "createNewOrderError"). */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
