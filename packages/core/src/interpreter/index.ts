export * from './assignment-preferences.js';
export * from './customer-view.js';
export * from './desk.js';
export * from './status-machine.js';
export * from './time-report-form.js';
export * from './time-report-rules.js';
