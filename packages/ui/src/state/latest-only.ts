/**
 * The stale-answer guard a store puts around its loads: of several started one after another, only
 * the latest one's answer is taken (the user paged on, searched again, logged out). `begin()` starts
 * a load and returns its check; `forget()` makes every answer in flight stale (a store cleared).
 *
 *   const current = this.latest.begin();
 *   const rows = await source.load();
 *   if (!current()) return;
 */
export class LatestOnly {
  private generation = 0;

  /** A new load: every earlier one's answer is stale from now on. Returns whether this one still is the latest. */
  begin(): () => boolean {
    const mine = ++this.generation;
    return () => mine === this.generation;
  }

  /** No answer in flight is wanted any more. */
  forget(): void {
    this.generation++;
  }
}
