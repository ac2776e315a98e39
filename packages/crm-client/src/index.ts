export * from './adapters/account.js';
export * from './adapters/assignments.js';
export * from './adapters/catalogue.js';
export * from './mappers/assignment.js';
export * from './transport/error-log.js';
export * from './transport/transport.js';
