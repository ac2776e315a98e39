/**
 * The page's stores that hold what one customer sees, each with how it is emptied. When the session
 * ends (a logout here, in another tab, or by the CRM), every registered store is cleared, so the next
 * customer on this browser sees none of the last one's data, and a store added later cannot be left
 * out of a hand-written list (issue 11). The composition root registers each store as it builds it.
 */
export class CustomerData {
  private readonly clears = new Map<string, () => void>();
  private readonly stores = new Set<unknown>();

  /** Registers `store` under `name` with how it is cleared, and returns it for use in place. */
  hold<T>(name: string, store: T, clear: (store: T) => void): T {
    if (this.clears.has(name)) throw new Error(`customer data "${name}" is registered twice`);
    this.clears.set(name, () => clear(store));
    this.stores.add(store);
    return store;
  }

  /** Whether `store` is registered (a test checks that no store of the page was left out). */
  holds(store: unknown): boolean {
    return this.stores.has(store);
  }

  /** The registered stores' names, in the order they were registered. */
  get names(): readonly string[] {
    return [...this.clears.keys()];
  }

  /** Empties every registered store; one that throws does not keep the others from being cleared. */
  clearAll(): void {
    const failures: unknown[] = [];
    for (const clear of this.clears.values()) {
      try {
        clear();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'some customer data could not be cleared');
  }
}
