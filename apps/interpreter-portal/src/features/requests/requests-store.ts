import { SessionEnded } from '@tolk/crm-client';
import { ServiceErrorsRaised, type AssignmentRequest, type InterpreterDesk, type ServiceErrorKind } from '@tolk/core';
import { LatestOnly, type ToastNotifier } from '@tolk/ui';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { requestMessages } from './requests.messages.js';

/** Refusals of an answer that have words of their own (spec 3 §8); any other is "Cannot accept this assignment". */
const OWN_WORDS = new Set<ServiceErrorKind>(['request-expired', 'request-already-accepted', 'request-already-declined']);

/** Job timer 30 for the assignment requests (spec 3 §9): the list is asked for again every 30 s while shown. */
export const REQUESTS_REFRESH_MS = 30_000;

/**
 * The assignment requests of the start page (spec 3 §2, §4; issue 15): accept books the customer's
 * order and adds the assignment to the calendar; reject passes it to another interpreter. A request
 * that expired or was taken meanwhile gets its own message, and the list is read again.
 */
export class RequestsStore {
  items: readonly AssignmentRequest[] = [];
  loaded = false;
  loadFailed = false;
  /** The requests being answered: their buttons wait. */
  answering = new Set<string>();
  private readonly latest = new LatestOnly();

  constructor(
    private readonly desk: InterpreterDesk,
    private readonly toasts: ToastNotifier,
    private readonly onAccepted: () => void,
  ) {
    makeObservable(this, {
      items: observable.ref,
      loaded: observable,
      loadFailed: observable,
      answering: observable,
      clear: action,
    });
  }

  async refresh(): Promise<void> {
    const isLatest = this.latest.begin();
    try {
      const items = await this.desk.requests();
      if (!isLatest()) return;
      runInAction(() => {
        this.items = items;
        this.loaded = true;
        this.loadFailed = false;
      });
    } catch {
      if (isLatest()) runInAction(() => (this.loadFailed = true));
    }
  }

  /** Refreshes every 30 s until the returned function is called (the start page's lifetime). */
  keepFresh(): () => void {
    void this.refresh();
    const timer = setInterval(() => void this.refresh(), REQUESTS_REFRESH_MS);
    return () => clearInterval(timer);
  }

  async accept(request: AssignmentRequest): Promise<boolean> {
    return this.answer(
      request,
      async () => {
        await this.desk.accept(request.id);
        this.toasts.say(requestMessages.accepted, 'success', { number: request.orderNumber });
        this.onAccepted();
      },
      (error) => this.tellAcceptRefused(error),
    );
  }

  async decline(request: AssignmentRequest): Promise<boolean> {
    // Its refusals and failures are toasted by the transport, in their own words.
    return this.answer(
      request,
      async () => {
        await this.desk.decline(request.id);
        this.toasts.say(requestMessages.declined, 'primary', { number: request.orderNumber });
      },
      () => undefined,
    );
  }

  clear(): void {
    this.latest.forget();
    this.items = [];
    this.loaded = false;
    this.loadFailed = false;
    this.answering = new Set();
  }

  private async answer(
    request: AssignmentRequest,
    send: () => Promise<void>,
    refused: (error: unknown) => void,
  ): Promise<boolean> {
    if (this.answering.has(request.id)) return false;
    runInAction(() => this.answering.add(request.id));
    try {
      await send();
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      runInAction(() => this.answering.delete(request.id));
      // Answered or refused, the list is read again: the request is gone, or it changed meanwhile.
      await this.refresh();
    }
  }

  /** Accept is quiet (the desk leaves its wording here): expired, taken or declined say so; anything else cannot accept. */
  private tellAcceptRefused(error: unknown): void {
    if (error instanceof SessionEnded) return;
    const own = error instanceof ServiceErrorsRaised ? error.errors.filter((e) => OWN_WORDS.has(e.kind)) : [];
    if (own.length > 0) this.toasts.notify({ kind: 'service-errors', errors: own });
    else this.toasts.say(requestMessages.cannotAccept, 'danger');
  }
}
