/** The multiple order's routes (spec 1 §2). */
export const MULTIPLE_ORDER_PATH = '/advanced-order-form';
export const PREVIEW_MULTIPLE_PATH = '/preview-advanced-order-form';
