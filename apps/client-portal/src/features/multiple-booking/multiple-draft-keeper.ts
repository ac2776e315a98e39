import type { DraftStorage } from '../booking-form/draft-storage.js';
import type { MultipleDraftKeeper } from './multiple-order-store.js';

/** The multiple order's place in the per-customer draft storage ('multiple'). */
export const multipleDraftKeeper = (storage: DraftStorage): MultipleDraftKeeper => ({
  load: () => storage.load('multiple'),
  save: (order) => storage.save('multiple', order.drafts, order.contacts),
  clear: () => storage.clear('multiple'),
});
