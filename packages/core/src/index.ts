export * from './account/index.js';
export * from './assignments/index.js';
export * from './catalogue/index.js';
export * from './problems/index.js';
export * from './time/index.js';
export * from './validation/index.js';
