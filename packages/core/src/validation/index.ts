export * from './problems.js';
export * from './upload-limit.js';
