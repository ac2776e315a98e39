import type { CustomerDirectory, CustomerProfile } from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The logged-in customer's profile: the welcome line, the flags that switch features on. */
export class ProfileStore {
  profile: CustomerProfile | null = null;
  state: LoadState = 'idle';

  constructor(private readonly customers: CustomerDirectory) {
    makeObservable(this, { profile: observable.ref, state: observable, clear: action });
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const profile = await this.customers.profile();
      runInAction(() => {
        this.profile = profile;
        this.state = 'ready';
      });
    } catch {
      // The transport has already told the user what went wrong.
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  clear(): void {
    this.profile = null;
    this.state = 'idle';
  }
}
