import {
  bannerStateFor,
  closeBanner,
  isBannerVisible,
  nowInStockholm,
  type BannerState,
  type BannerStateStore,
  type Clock,
  type ReleaseMessage,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import { Temporal } from 'temporal-polyfill';

/**
 * The dashboard's release banner (spec 3 §2): shown while the latest release has not expired and
 * has not been dismissed here; the first showing records the view date.
 */
export class ReleaseBannerStore {
  state: BannerState | null = null;

  constructor(
    private readonly release: ReleaseMessage | null,
    private readonly storage: BannerStateStore,
    private readonly clock: Clock,
  ) {
    makeObservable(this, { state: observable.ref, visible: computed, show: action, close: action });
  }

  private today() {
    return nowInStockholm(this.clock).toPlainDate();
  }

  get visible(): boolean {
    return this.release !== null && this.state !== null && isBannerVisible(this.release, this.state, this.today());
  }

  /** The banner is on screen: remember the day it was first seen (the view date). */
  show(): void {
    if (!this.release) return;
    const today = this.today();
    // An expired release is never shown, so it is never "viewed" either.
    if (Temporal.PlainDate.compare(today, this.release.expiryDate) > 0) return;
    const stored = this.storage.load();
    this.state = bannerStateFor(this.release, stored, today);
    if (stored !== this.state) this.storage.save(this.state);
  }

  close(): void {
    if (!this.state) return;
    this.state = closeBanner(this.state, this.today());
    this.storage.save(this.state);
  }
}
