export * from './problems.js';
export * from './service-error-kinds.js';
