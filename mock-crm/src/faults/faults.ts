import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, errorItem, type ErrorItem } from '@tolk/crm-contract';
import { NO_FAULTS, type FaultSettings } from './settings.js';

/**
 * The faults a route asks for itself, because only it knows the call is one of its kind. Each is
 * consumed by the route that owns the call:
 *
 * - `fail-create-order`: the CreateNewOrder route (`/CRMCustomer/CreateNewOrder`), before it
 *   creates anything; answer `refuse(faultError('fail-create-order'))`.
 * - `direct-order-slot-taken`: the direct-order route (`/CRMCustomer/CreateNewAutoAssignOrder`),
 *   after its own validation, instead of booking; answer `refuse(faultError('direct-order-slot-taken'))`.
 *
 * - `fail-rate-order`, `rate-order-not-saved`: the RateOrder route, before it saves; the first
 *   answers `refuse(faultError('fail-rate-order'))`, the second `{ IsSuccess: false }` and no Errors.
 * - `fail-create-deviation`: the CreateDeviation route, before it registers anything.
 *
 * The generic faults (latency, 5xx rate, 4001, 4002) are applied to every CRM call by `crmRoute`.
 */
export type RouteFault =
  'fail-create-order' | 'direct-order-slot-taken' | 'fail-rate-order' | 'rate-order-not-saved' | 'fail-create-deviation';

/** A generic fault due on one call: answer `error` with HTTP `status` instead of running the handler. */
export interface InjectedAnswer {
  readonly status: number;
  readonly error: ErrorItem;
}

/** How many times each kind has been injected since start or the last reset. */
export interface FaultCounters {
  readonly delayed: number;
  readonly serverError: number;
  readonly crmUnresponsive: number;
  readonly billingUnresponsive: number;
  readonly failCreateOrder: number;
  readonly directOrderSlotTaken: number;
  readonly failRateOrder: number;
  readonly rateOrderNotSaved: number;
  readonly failCreateDeviation: number;
}

export interface FaultState {
  /** The counted settings are what is left: they count down as faults are injected. */
  readonly settings: FaultSettings;
  readonly injected: FaultCounters;
}

const ZERO: FaultCounters = {
  delayed: 0,
  serverError: 0,
  crmUnresponsive: 0,
  billingUnresponsive: 0,
  failCreateOrder: 0,
  directOrderSlotTaken: 0,
  failRateOrder: 0,
  rateOrderNotSaved: 0,
  failCreateDeviation: 0,
};

const SETTING_OF: Record<
  RouteFault,
  Exclude<keyof FaultCounters, 'delayed' | 'serverError' | 'crmUnresponsive' | 'billingUnresponsive'>
> = {
  'fail-create-order': 'failCreateOrder',
  'direct-order-slot-taken': 'directOrderSlotTaken',
  'fail-rate-order': 'failRateOrder',
  'rate-order-not-saved': 'rateOrderNotSaved',
  'fail-create-deviation': 'failCreateDeviation',
};

const ERROR_OF: Record<RouteFault, ErrorItem> = {
  // 9999 rather than 4001: the CRM took the call but could not create the order (4001 is the
  // generic "CRM unresponsive" fault). HTTP 200, so the portal meets it as createNewOrderError.
  'fail-create-order': errorItem(ErrorCode.UnhandledCriticalError, 'the order could not be created'),
  'direct-order-slot-taken': errorItem(ErrorCode.DirectBookingSlotTaken),
  'fail-rate-order': errorItem(ErrorCode.UnhandledCriticalError, 'the rating could not be saved'),
  // Never answered as Errors: the route answers IsSuccess false instead.
  'rate-order-not-saved': errorItem(ErrorCode.UnhandledCriticalError, 'the rating was not saved'),
  'fail-create-deviation': errorItem(ErrorCode.UnhandledCriticalError, 'the deviation could not be registered'),
};

/** The error a route answers when `take(kind)` said the fault is due. */
export const faultError = (kind: RouteFault): ErrorItem => ERROR_OF[kind];

/** A random source: a number in [0, 1), like Math.random. */
export type Random = () => number;

/**
 * The mock's fault switchboard. State lives in memory only: a restart goes back to the
 * configuration from the environment.
 */
export class Faults {
  private settings: Record<keyof FaultSettings, number>;
  private injected: Record<keyof FaultCounters, number> = { ...ZERO };

  constructor(
    initial: FaultSettings = NO_FAULTS,
    private random: Random = Math.random,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {
    this.settings = { ...initial };
  }

  state(): FaultState {
    return { settings: { ...this.settings }, injected: { ...this.injected } };
  }

  /** Changes the given settings only; the others and the counters stay. */
  update(partial: Partial<FaultSettings>): FaultState {
    this.settings = { ...this.settings, ...partial };
    return this.state();
  }

  /** No faults at all, counters at zero (not back to the environment's settings). */
  reset(): FaultState {
    this.settings = { ...NO_FAULTS };
    this.injected = { ...ZERO };
    return this.state();
  }

  /** Replaces the random source behind the 5xx rate (tests make it deterministic). */
  useRandom(random: Random): void {
    this.random = random;
  }

  /**
   * True when the route's fault is due on this call, which uses one of its count. Call it once per
   * call, at the point where the fault replaces the real work.
   */
  take(kind: RouteFault): boolean {
    const setting = SETTING_OF[kind];
    if (this.settings[setting] <= 0) return false;
    this.settings[setting] -= 1;
    this.injected[setting] += 1;
    return true;
  }

  /**
   * - `fail-rate-order`, `rate-order-not-saved`: the RateOrder route, before it saves; the first
   *   answers `refuse(faultError('fail-rate-order'))`, the second `{ IsSuccess: false }` and no Errors.
   * - `fail-create-deviation`: the CreateDeviation route, before it registers anything.
   *
   * The generic faults, once per CRM call before its handler: waits the latency, then answers the
   * first fault due, in this order: CRM unresponsive (4001), billing unresponsive (4002, /Billing/*
   * only), a random HTTP 503 (4001). Null when the call should run normally. At most one count is
   * used per call.
   */
  async beforeCall(path: string): Promise<InjectedAnswer | null> {
    if (this.settings.latencyMs > 0) {
      this.injected.delayed += 1;
      await this.wait(this.settings.latencyMs);
    }
    if (this.settings.crmUnresponsive > 0) {
      this.settings.crmUnresponsive -= 1;
      this.injected.crmUnresponsive += 1;
      return { status: 200, error: errorItem(ErrorCode.CrmUnresponsive) };
    }
    if (this.settings.billingUnresponsive > 0 && path.startsWith('/Billing/')) {
      this.settings.billingUnresponsive -= 1;
      this.injected.billingUnresponsive += 1;
      return { status: 200, error: errorItem(ErrorCode.BillingUnresponsive) };
    }
    if (this.settings.serverErrorRate > 0 && this.random() < this.settings.serverErrorRate) {
      this.injected.serverError += 1;
      return { status: 503, error: errorItem(ErrorCode.CrmUnresponsive) };
    }
    return null;
  }
}
