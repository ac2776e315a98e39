export * from './machine.js';
export * from './ports.js';
export * from './rules.js';
export * from './runner.js';
