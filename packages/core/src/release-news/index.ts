export * from './release-banner.js';
