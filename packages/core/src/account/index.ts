export * from './customer.js';
export * from './log-in.js';
export * from './login-form.js';
export * from './session.js';
