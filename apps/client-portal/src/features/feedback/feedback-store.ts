import {
  EMPTY_RATING,
  afterFailedRating,
  isValid,
  lockedForSending,
  rateCommandOf,
  ratingProblems,
  submitsAtOnce,
  withRating,
  withStars,
  type Assignment,
  type ComplaintReason,
  type ComplaintReasons,
  type Ratings,
  type RatingState,
  type RatingSurface,
} from '@tolk/core';
import { action, makeObservable, observable, runInAction } from 'mobx';

/**
 * Where a rating that waits for its send button is written: the feedback modal ("Lämna omdöme"),
 * or under the stars of the detail drawer (spec 2 §4: 2 or fewer there need a comment and a send
 * button; docs/decisions.md, issue 13).
 */
export type FeedbackPlace = 'modal' | 'drawer';

/** The rating of one order being written, in the modal or in the drawer. */
export interface FeedbackDialog {
  readonly assignment: Assignment;
  readonly place: FeedbackPlace;
  /** Where the user returns after sending (spec 2 §2: / or /my-assignment). */
  readonly origin: string;
  readonly rating: RatingState;
  /** The form was sent once: problems show from then on. */
  readonly tried: boolean;
  readonly failed: boolean;
}

/** What happened to a sent rating: where to go next is the screen's to decide. */
export type SendResult =
  | { readonly kind: 'saved'; readonly assignment: Assignment; readonly createDeviation: boolean; readonly rating: RatingState }
  | { readonly kind: 'failed' }
  | { readonly kind: 'invalid' };

/**
 * Rating (spec 2 §4): the feedback modal's state, the stars given inline or in the drawer while
 * they are sent, and the complaint reasons the bad ratings choose from. A saved rating is put on
 * the order everywhere (`onRated`); a failed one resets the stars and unlocks, the comment stays.
 */
export class FeedbackStore {
  dialog: FeedbackDialog | null = null;
  reasons: readonly ComplaintReason[] = [];
  /** Stars being sent from the list or the drawer, by order id (locked until the answer). */
  sending = new Map<string, number>();
  /** The order whose last inline rating failed (its message shows there). */
  failedOrderId: string | null = null;
  /** Goes up with every saved rating: lists reload on it. */
  ratedCount = 0;
  private reasonsLoaded = false;

  constructor(
    private readonly ports: { readonly ratings: Ratings; readonly reasons: ComplaintReasons },
    private readonly onRated: (assignment: Assignment) => void,
  ) {
    makeObservable(this, {
      dialog: observable.ref,
      reasons: observable.ref,
      sending: observable,
      failedOrderId: observable,
      ratedCount: observable,
      open: action,
      close: action,
      leaveDrawer: action,
      update: action,
      rateAtOnce: action,
      send: action,
    });
  }

  async loadReasons(): Promise<void> {
    if (this.reasonsLoaded) return;
    this.reasonsLoaded = true;
    const reasons = await this.ports.reasons.all();
    runInAction(() => {
      this.reasons = reasons;
      if (reasons.length === 0) this.reasonsLoaded = false;
    });
  }

  open(assignment: Assignment, origin: string, stars = 0, place: FeedbackPlace = 'modal'): void {
    this.dialog = {
      assignment,
      place,
      origin,
      rating: withStars(EMPTY_RATING, stars),
      tried: false,
      failed: false,
    };
    void this.loadReasons();
  }

  close(): void {
    if (this.dialog?.rating.locked) return;
    this.dialog = null;
  }

  /** The rating of this order being written in the drawer, if any. */
  drawerForm(orderId: string): FeedbackDialog | null {
    const dialog = this.dialog;
    return dialog?.place === 'drawer' && dialog.assignment.id === orderId ? dialog : null;
  }

  /** The drawer moved on or closed: its unsent rating goes (nothing was sent). */
  leaveDrawer(orderId: string): void {
    if (this.drawerForm(orderId)) this.close();
  }

  /** A change in the modal: stars through the rating rule (locked while sending), the rest as typed. */
  update(change: Partial<Pick<RatingState, 'stars' | 'comment' | 'reasonId' | 'createDeviation'>>): void {
    const dialog = this.dialog;
    if (!dialog || dialog.rating.locked) return;
    let rating = { ...dialog.rating, ...change, stars: dialog.rating.stars };
    if (change.stars !== undefined) rating = withStars(rating, change.stars);
    this.dialog = { ...dialog, rating, failed: change.stars !== undefined ? false : dialog.failed };
  }

  get problems() {
    return this.dialog ? ratingProblems(this.dialog.rating) : {};
  }

  /** "Skicka omdöme": checks, locks, sends; on failure back to 0 stars with the comment kept. */
  async send(): Promise<SendResult> {
    const dialog = this.dialog;
    if (!dialog || dialog.rating.locked) return { kind: 'invalid' };
    if (!isValid(ratingProblems(dialog.rating))) {
      this.dialog = { ...dialog, tried: true };
      return { kind: 'invalid' };
    }
    const rating = dialog.rating;
    this.dialog = { ...dialog, tried: true, failed: false, rating: lockedForSending(rating) };
    const command = rateCommandOf(dialog.assignment.id, rating);
    const outcome = await this.ports.ratings.rate(command);
    return runInAction((): SendResult => {
      if (outcome.kind === 'failed') {
        if (this.dialog) this.dialog = { ...this.dialog, failed: true, rating: afterFailedRating(this.dialog.rating) };
        return { kind: 'failed' };
      }
      const rated = withRating(dialog.assignment, command);
      this.dialog = null;
      this.ratedCount += 1;
      this.onRated(rated);
      return { kind: 'saved', assignment: rated, createDeviation: rating.createDeviation, rating };
    });
  }

  /**
   * Stars chosen in the list or the drawer: 3 or more are sent at once; 2 or fewer wait for a
   * comment, a reason and the send button (spec 2 §4): under the drawer's stars, or in the modal
   * for the list, whose row has no room for them.
   */
  async rateAtOnce(
    assignment: Assignment,
    stars: number,
    surface: Exclude<RatingSurface, 'modal'>,
    origin: string,
  ): Promise<void> {
    if (stars < 1 || this.sending.has(assignment.id)) return;
    if (!submitsAtOnce(surface, stars)) {
      this.open(assignment, origin, stars, surface === 'drawer' ? 'drawer' : 'modal');
      return;
    }
    this.failedOrderId = null;
    this.sending.set(assignment.id, stars);
    const command = rateCommandOf(assignment.id, { ...EMPTY_RATING, stars });
    const outcome = await this.ports.ratings.rate(command);
    runInAction(() => {
      this.sending.delete(assignment.id);
      if (outcome.kind === 'failed') {
        this.failedOrderId = assignment.id;
        return;
      }
      this.ratedCount += 1;
      this.onRated(withRating(assignment, command));
    });
  }
}
