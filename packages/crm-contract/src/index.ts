export * from './calls/index.js';
export * from './codecs/coded.js';
export * from './decode.js';
export * from './endpoint.js';
export * from './errors.js';
export * from './wire-format.js';
