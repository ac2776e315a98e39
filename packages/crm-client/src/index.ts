export * from './adapters/account.js';
export * from './adapters/catalogue.js';
export * from './transport/error-log.js';
export * from './transport/transport.js';
