export * from './customer.js';
export * from './log-in.js';
export * from './login-form.js';
export * from './session.js';
export * from './password-policy.js';
export * from './change-password.js';
export * from './set-new-password.js';
