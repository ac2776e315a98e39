export * from './customer-user.js';
export * from './register.js';
