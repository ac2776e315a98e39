export * from './engagement.js';
export * from './record-web-session.js';
export * from './rules.js';
