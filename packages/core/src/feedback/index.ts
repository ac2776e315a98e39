export * from './deviation.js';
export * from './deviation-list.js';
export * from './ports.js';
export * from './rating.js';
export * from './rating-summary.js';
export * from './time-report.js';
export * from './working-days.js';
