export * from './customer-view.js';
export * from './status-machine.js';
