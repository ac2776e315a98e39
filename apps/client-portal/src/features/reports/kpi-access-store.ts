import type { AuthSession } from '@tolk/core';
import { makeAutoObservable } from 'mobx';

/**
 * Whether the logged-in customer may see statistics (spec 3 §6). The allowed list, a static text
 * file served with the portal, is the one authority: the gateway reads it at login and answers it as
 * the session's displayKPIReports (also after a reload), and refuses report data to customers not on
 * it. Null while the session's info is not known yet.
 */
export class KpiAccessStore {
  constructor(private readonly session: () => AuthSession | null) {
    makeAutoObservable<KpiAccessStore, 'session'>(this, { session: false });
  }

  get allowed(): boolean | null {
    return this.session()?.displayKPIReports ?? null;
  }
}
