import type { PushPermission } from '@tolk/core';

export interface BrowserNotice {
  readonly title: string;
  readonly body: string;
  /** Replaces an earlier notice with the same tag instead of showing a second one. */
  readonly tag: string;
  readonly lang: string;
  readonly onClick: () => void;
}

/** The browser's web notifications, as the portal uses them; tests use an in-memory one. */
export interface BrowserNotifications {
  permission(): PushPermission;
  /** Asks the browser (its own prompt); must be called in the click that asked for it. */
  request(): Promise<PushPermission>;
  show(notice: BrowserNotice): void;
}

/** The Notification API of the window, when there is one. */
export class WindowNotifications implements BrowserNotifications {
  constructor(private readonly scope: typeof globalThis = globalThis) {}

  private get api(): typeof Notification | undefined {
    return 'Notification' in this.scope ? this.scope.Notification : undefined;
  }

  permission(): PushPermission {
    return this.api?.permission ?? 'unsupported';
  }

  async request(): Promise<PushPermission> {
    const api = this.api;
    if (!api) return 'unsupported';
    try {
      return await api.requestPermission();
    } catch {
      return api.permission;
    }
  }

  show(notice: BrowserNotice): void {
    const api = this.api;
    if (!api || api.permission !== 'granted') return;
    try {
      const notification = new api(notice.title, { body: notice.body, tag: notice.tag, lang: notice.lang });
      notification.onclick = () => {
        this.scope.focus?.();
        notice.onClick();
        notification.close();
      };
    } catch {
      // Some browsers allow notifications only from a service worker: then there is nothing to show.
    }
  }
}
