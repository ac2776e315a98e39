import type { Assignment } from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { AssignmentsStore } from '../assignments/assignments-store.js';

/**
 * Which assignment the detail drawer shows, and the list its previous/next arrows walk (the same
 * day's assignments from the calendar, the list's rows, or search results). One drawer serves the
 * dashboard, the list, the search and the notifications.
 */
export class AssignmentDrawerStore {
  openId: string | null = null;
  siblingIds: readonly string[] = [];
  /** Assignments found outside the loaded range (search by number, a notification link). */
  private extra: readonly Assignment[] = [];

  constructor(private readonly assignments: AssignmentsStore) {
    makeObservable<AssignmentDrawerStore, 'extra'>(this, {
      openId: observable,
      siblingIds: observable.ref,
      extra: observable.ref,
      current: computed,
      position: computed,
      open: action,
      close: action,
      previous: action,
      next: action,
      replace: action,
    });
  }

  get current(): Assignment | null {
    if (!this.openId) return null;
    return this.assignments.byId(this.openId) ?? this.extra.find((a) => a.id === this.openId) ?? null;
  }

  /** Where the open assignment stands among its siblings: index and count. */
  get position(): { index: number; count: number } {
    return { index: this.openId ? this.siblingIds.indexOf(this.openId) : -1, count: this.siblingIds.length };
  }

  /** Opens one assignment; `siblings` are the ids the arrows walk, in order (default: just this one). */
  open(assignment: Assignment, siblings: readonly Assignment[] = [assignment]): void {
    this.extra = [
      ...siblings.filter((s) => !this.assignments.byId(s.id)),
      ...(this.assignments.byId(assignment.id) ? [] : [assignment]),
    ];
    this.siblingIds = siblings.map((s) => s.id);
    this.openId = assignment.id;
  }

  close(): void {
    this.openId = null;
  }

  previous(): void {
    const { index } = this.position;
    if (index > 0) this.openId = this.siblingIds[index - 1]!;
  }

  next(): void {
    const { index, count } = this.position;
    if (index >= 0 && index < count - 1) this.openId = this.siblingIds[index + 1]!;
  }

  /**
   * Fresh copies of assignments the drawer may show (a list reloaded, a notification read): they
   * take the place of the copies it was opened with.
   */
  replace(fresh: readonly Assignment[]): void {
    const byId = new Map(fresh.map((a) => [a.id, a]));
    this.extra = this.extra.map((a) => byId.get(a.id) ?? a);
    for (const assignment of fresh) if (this.assignments.byId(assignment.id)) this.assignments.upsert(assignment);
  }

  /** A cancelled or changed order closes its drawer (spec 2 §4). */
  closeIfShowing(assignmentId: string): void {
    if (this.openId === assignmentId) this.close();
  }
}
