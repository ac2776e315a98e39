export * from './problems.js';
export * from './upload-limit.js';
export * from './phone.js';
