import type { AuthSession } from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { STORAGE_KEYS, type ClientStorage } from '../state/client-storage.js';

/** The gateway's answers about the session (the transport's session calls). */
export interface SessionServer<Info = AuthSession> {
  /** The session's info, null when there is none; rejects when the gateway cannot be reached. */
  info(): Promise<Info | null>;
  /** Ends the session on the gateway at once. */
  logOut(): Promise<void>;
}

/** Which portal's marker a session keeps, and whether ending it resets the portal's stored state. */
export interface SessionMarking {
  readonly markerKey: string;
  /** The client portal's app reset (spec 2 §3); the interpreter portal removes only its marker. */
  readonly resetOnClear: boolean;
}

export const CUSTOMER_MARKING: SessionMarking = { markerKey: STORAGE_KEYS.loginMarker, resetOnClear: true };
export const INTERPRETER_MARKING: SessionMarking = { markerKey: STORAGE_KEYS.interpreterLoginMarker, resetOnClear: false };

/**
 * Whether this browser is logged in, observable so that protected routes follow it. Local storage
 * holds only the non-secret login marker (spec 2 §2, spec 3 §2: the route guards and cross-tab
 * logout read it); the session itself lives on the gateway behind an HttpOnly cookie, and its
 * info (customer number, KPI flag) is kept here in memory, asked for after a reload.
 */
export class BrowserSession<Info = AuthSession> {
  private marked: boolean;
  private info: Info | null = null;
  /** The gateway could not be reached for the info: the pages go on, and the next call will tell. */
  private infoUnreachable = false;

  constructor(
    private readonly storage: ClientStorage,
    private readonly server: SessionServer<Info> | null = null,
    private readonly marking: SessionMarking = CUSTOMER_MARKING,
  ) {
    // What earlier versions kept here (the token and the password hash) goes at once.
    this.storage.remove(STORAGE_KEYS.legacySession);
    this.marked = this.readMarker();
    makeObservable<BrowserSession<Info>, 'marked' | 'info' | 'infoUnreachable'>(this, {
      marked: observable,
      info: observable.ref,
      infoUnreachable: observable,
      loggedIn: computed,
      ready: computed,
      save: action,
      clear: action,
      syncFromStorage: action,
    });
  }

  /**
   * Starts the session after a page load: a marked browser asks the gateway for the session's info.
   * Called by the app once it is wired (not in the constructor: the gateway is reached through the
   * transport, which itself needs this session).
   */
  start(): void {
    if (this.marked && this.info === null) void this.refresh();
  }

  get loggedIn(): boolean {
    return this.marked;
  }

  /**
   * Whether the pages of a logged-in user may show: after a reload the session's info (the customer
   * whose kept drafts, lists and settings they read) is asked for first, so that nothing is read for
   * no customer in the meantime.
   */
  get ready(): boolean {
    return !this.marked || this.info !== null || this.infoUnreachable || this.server === null;
  }

  load(): Info | null {
    return this.info;
  }

  save(session: Info): void {
    this.info = session;
    this.marked = true;
    this.storage.write(this.marking.markerKey, 'true');
  }

  clear(): void {
    this.info = null;
    this.marked = false;
    if (this.marking.resetOnClear) this.storage.reset();
    else this.storage.remove(this.marking.markerKey);
  }

  /**
   * Ends the session on the gateway (logout): after `clear`, once the push service's log_out,
   * which still needs the session, was taken (logout-page.tsx).
   */
  async endOnServer(): Promise<void> {
    await this.server?.logOut();
  }

  /** Call on the window's `storage` event: another tab logged in or out. */
  syncFromStorage(): void {
    const marked = this.readMarker();
    if (marked === this.marked) return;
    this.marked = marked;
    if (!marked) this.info = null;
    else void this.refresh();
  }

  /** Asks the gateway for the session's info; no session there clears the marker (to /login, no toast). */
  async refresh(): Promise<void> {
    if (!this.server) return;
    try {
      const info = await this.server.info();
      runInAction(() => {
        if (info) this.info = info;
        else if (this.marked) this.clear();
      });
    } catch {
      // The gateway could not be reached: the marker stays, and the next call will tell.
      runInAction(() => {
        this.infoUnreachable = true;
      });
    }
  }

  private readMarker(): boolean {
    return this.storage.read(this.marking.markerKey) === 'true';
  }
}
