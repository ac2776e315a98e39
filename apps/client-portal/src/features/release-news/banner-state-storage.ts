import type { BannerState, BannerStateStore } from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';

/** The banner state's local-storage key; kept through logout (it is this browser's, like the language). */
export const RELEASE_BANNER_KEY = 'tolk.releaseBanner';

const plainDate = (value: unknown): Temporal.PlainDate | null => {
  try {
    return typeof value === 'string' ? Temporal.PlainDate.from(value) : null;
  } catch {
    return null;
  }
};

/** The banner state as JSON with ISO dates; anything unreadable counts as never seen. */
export class LocalBannerStateStore implements BannerStateStore {
  constructor(private readonly storage: ClientStorage) {}

  load(): BannerState | null {
    try {
      const raw = JSON.parse(this.storage.read(RELEASE_BANNER_KEY) ?? 'null') as Record<string, unknown> | null;
      const viewedOn = plainDate(raw?.viewedOn);
      if (!raw || typeof raw.releaseId !== 'string' || !viewedOn) return null;
      return { releaseId: raw.releaseId, viewedOn, disabledOn: plainDate(raw.disabledOn), hidden: raw.hidden === true };
    } catch {
      return null;
    }
  }

  save(state: BannerState): void {
    this.storage.write(
      RELEASE_BANNER_KEY,
      JSON.stringify({
        releaseId: state.releaseId,
        viewedOn: state.viewedOn.toString(),
        disabledOn: state.disabledOn?.toString() ?? null,
        hidden: state.hidden,
      }),
    );
  }
}
