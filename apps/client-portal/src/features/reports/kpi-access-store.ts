import type { KpiAccessList } from '@tolk/core';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Whether the logged-in customer may see statistics (spec 3 §6): the allowed list, a static text
 * file served with the portal, is the one authority, fetched when first needed for each customer
 * (displayKPIReports only mirrors it at login). Null while not known yet.
 */
export class KpiAccessStore {
  allowed: boolean | null = null;
  private checkedFor: string | null = null;

  constructor(
    private readonly list: KpiAccessList,
    private readonly customerNumber: () => string | null,
  ) {
    makeAutoObservable<KpiAccessStore, 'list' | 'customerNumber' | 'checkedFor'>(this, {
      list: false,
      customerNumber: false,
      checkedFor: false,
    });
  }

  /** Checks the list for the customer logged in now, unless already checked for that customer. */
  async ensureChecked(): Promise<void> {
    const customer = this.customerNumber();
    if (customer === this.checkedFor && this.allowed !== null) return;
    this.checkedFor = customer;
    this.allowed = null;
    const allowed = customer === null ? [] : await this.list.allowedCustomerNumbers();
    runInAction(() => {
      if (this.checkedFor === customer) this.allowed = customer !== null && allowed.includes(customer);
    });
  }
}
