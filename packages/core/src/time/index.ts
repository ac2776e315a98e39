export * from './clock.js';
export * from './wire-format.js';
