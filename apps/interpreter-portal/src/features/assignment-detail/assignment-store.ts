import type { AssignmentStatusAction, InterpreterAssignment, InterpreterDesk, ReportFile } from '@tolk/core';
import { ServiceErrorsRaised } from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { makeObservable, observable, runInAction } from 'mobx';
import { actionDoneMessages } from './assignment.messages.js';

export type LoadState = 'loading' | 'loaded' | 'not-found' | 'failed';

/**
 * One assignment's screen (spec 3 §2 assignment detail, §4 status actions): what performing it
 * needs, and the actions its status offers now. Every action answers the assignment as it is
 * after it, which replaces what is shown; the lists it moves between are read again.
 */
export class AssignmentStore {
  assignment: InterpreterAssignment | null = null;
  state: LoadState = 'loading';
  /** The action being sent: every action button waits for it. */
  acting: AssignmentStatusAction | null = null;
  /** The reference of the attachment being fetched: its button waits for it. */
  downloading: string | null = null;

  constructor(
    readonly id: string,
    private readonly desk: InterpreterDesk,
    private readonly toasts: ToastNotifier,
    private readonly onChanged: () => void,
  ) {
    makeObservable(this, { assignment: observable.ref, state: observable, acting: observable, downloading: observable });
  }

  async load(): Promise<void> {
    try {
      const assignment = await this.desk.assignment(this.id);
      runInAction(() => {
        this.assignment = assignment;
        this.state = 'loaded';
      });
    } catch (error) {
      const notFound = error instanceof ServiceErrorsRaised && error.errors.some((e) => e.kind === 'assignment-not-found');
      runInAction(() => (this.state = notFound ? 'not-found' : 'failed'));
    }
  }

  /** Sends an action; false when it was refused (the transport has said why, and the screen is read again). */
  async act(which: AssignmentStatusAction, reason?: string): Promise<boolean> {
    if (this.acting) return false;
    runInAction(() => (this.acting = which));
    try {
      const after = await this.desk.act(this.id, which, reason);
      runInAction(() => (this.assignment = after));
      this.toasts.say(actionDoneMessages[which], 'success');
      this.onChanged();
      return true;
    } catch {
      // Refused: the assignment changed meanwhile (cancelled by the customer …): show it as it is now.
      await this.load();
      return false;
    } finally {
      runInAction(() => (this.acting = null));
    }
  }

  /** One of the order's attachments, to save; null when it could not be had (the transport has said why). */
  async download(reference: string): Promise<ReportFile | null> {
    if (this.downloading) return null;
    runInAction(() => (this.downloading = reference));
    try {
      return await this.desk.attachment(this.id, reference);
    } catch {
      return null;
    } finally {
      runInAction(() => (this.downloading = null));
    }
  }
}
