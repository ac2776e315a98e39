import { FixedClock, type BannerState, type BannerStateStore } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ReleaseBannerStore } from './release-banner-store.js';

configure({ enforceActions: 'always' });

class MemoryBannerState implements BannerStateStore {
  state: BannerState | null = null;
  load = () => this.state;
  save = (state: BannerState) => {
    this.state = state;
  };
}

const release = { id: '1.14.4', expiryDate: Temporal.PlainDate.from('2027-03-31'), summary: 'a | b' };
const at = (date: string) => new FixedClock(Temporal.Instant.from(`${date}T09:00:00Z`));

describe('ReleaseBannerStore', () => {
  it('records the view date once and shows the banner', () => {
    const storage = new MemoryBannerState();
    const first = new ReleaseBannerStore(release, storage, at('2026-11-16'));
    first.show();
    expect(first.visible).toBe(true);
    new ReleaseBannerStore(release, storage, at('2026-11-20')).show();
    expect(storage.state?.viewedOn.toString()).toBe('2026-11-16');
  });

  it('closed within 14 days it is back the next day; closed later it stays away', () => {
    const storage = new MemoryBannerState();
    const day0 = new ReleaseBannerStore(release, storage, at('2026-11-16'));
    day0.show();
    day0.close();
    expect(day0.visible).toBe(false);
    const day1 = new ReleaseBannerStore(release, storage, at('2026-11-17'));
    day1.show();
    expect(day1.visible).toBe(true);

    const day14 = new ReleaseBannerStore(release, storage, at('2026-11-30'));
    day14.show();
    day14.close();
    const day15 = new ReleaseBannerStore(release, storage, at('2026-12-01'));
    day15.show();
    expect(day15.visible).toBe(false);
  });

  it('shows nothing, and records nothing, once the release has expired or when there is none', () => {
    const storage = new MemoryBannerState();
    const late = new ReleaseBannerStore(release, storage, at('2027-04-01'));
    late.show();
    expect(late.visible).toBe(false);
    expect(storage.state).toBeNull();
    const none = new ReleaseBannerStore(null, storage, at('2026-11-16'));
    none.show();
    expect(none.visible).toBe(false);
  });
});
