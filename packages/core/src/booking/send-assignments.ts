import type { AssignmentDraft } from './draft.js';

export interface SendOutcome {
  readonly sent: AssignmentDraft[];
  /** The drafts whose sending failed, in their order; they stay in the list (spec 1 §4). */
  readonly failed: AssignmentDraft[];
}

/**
 * The multiple order (spec 1 §4): each draft is sent in turn, one at a time, whatever happened to
 * the ones before. `onProgress(sent, total)` reports after each draft how many have been sent.
 * A failure is kept, not thrown: the caller toasts the count (createMultipleOrderError).
 */
export async function sendAssignments(
  drafts: readonly AssignmentDraft[],
  send: (draft: AssignmentDraft) => Promise<void>,
  onProgress: (sent: number, total: number) => void,
): Promise<SendOutcome> {
  const sent: AssignmentDraft[] = [];
  const failed: AssignmentDraft[] = [];
  for (const draft of drafts) {
    try {
      await send(draft);
      sent.push(draft);
    } catch {
      failed.push(draft);
    }
    onProgress(sent.length, drafts.length);
  }
  return { sent, failed };
}
