import { startServers } from './support/servers.js';

// Playwright takes the global setup as a default export.
// eslint-disable-next-line no-restricted-syntax
export default startServers;
