export * from './catalogue-parity.js';
export * from './catalogues.js';
export * from './intl-root.js';
export * from './language-store.js';
export * from './locale.js';
export * from './locale-data.js';
export * from './en.js';
export * from './shared.messages.js';
