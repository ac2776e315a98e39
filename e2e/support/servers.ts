import { freePort, startGateway, startServer, waitForHealthy } from '../../scripts/lib/run.mjs';

/** The API key of the test run: the tests look for it in the browser's traffic and the bundle. */
export const E2E_API_KEY = 'e2e-only-api-key-6b1f0c9e';

/** A mock CRM and a gateway in front of it, serving the built portal. */
export interface Stack {
  readonly portalUrl: string;
  readonly mockCrmUrl: string;
  stop(): Promise<void>;
}

/**
 * mock-crm on a throw-away in-memory database with the control routes on, and the gateway serving
 * the built portal, both on free ports. `name` tells their output apart from another stack's.
 */
export async function startStack(name = ''): Promise<Stack> {
  const crmPort = await freePort();
  const gatewayPort = await freePort();
  const crm = startServer(`mock-crm${name}`, 'mock-crm/dist/server.js', {
    MOCK_CRM_PORT: String(crmPort),
    MOCK_CRM_DB: ':memory:',
    MOCK_CRM_CONTROL: '1',
    MOCK_CRM_API_KEY: E2E_API_KEY,
    MOCK_CRM_LOG: '0',
    // Flows that book an order need it staffed; the provider's rare refusals would make them flaky.
    MOCK_CRM_REJECT_RATE: '0',
    // The interpreter tests log the same demo interpreters in many times on one worker's mock.
    MOCK_CRM_INTERPRETER_LINKS_PER_WINDOW: '1000',
  });
  const children = [crm];
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  // A worker that dies leaves no servers behind.
  process.once('exit', stopAll);
  await waitForHealthy(`http://127.0.0.1:${crmPort}/health`, crm, 120_000);
  const gateway = startGateway(`gateway${name}`, {
    GATEWAY_PORT: String(gatewayPort),
    CRM_URL: `http://127.0.0.1:${crmPort}`,
    CRM_API_KEY: E2E_API_KEY,
    LOGIN_RATE_LIMIT_MAX: '10000',
    // The external-calendar tests serve their feed on this machine (issue 6): a test-only setting.
    EXTERNAL_CALENDAR_ALLOW_PRIVATE: '1',
    GATEWAY_LOG: '0',
  });
  children.push(gateway);
  await waitForHealthy(`http://127.0.0.1:${gatewayPort}/health`, gateway, 60_000);
  return {
    portalUrl: `http://127.0.0.1:${gatewayPort}`,
    mockCrmUrl: `http://127.0.0.1:${crmPort}`,
    stop: async () => {
      process.off('exit', stopAll);
      stopAll();
    },
  };
}

/** Global setup: the stack every test shares (PORTAL_URL, MOCK_CRM_URL). Returns the teardown. */
export async function startServers(): Promise<() => Promise<void>> {
  const stack = await startStack();
  process.env.PORTAL_URL = stack.portalUrl;
  process.env.MOCK_CRM_URL = stack.mockCrmUrl;
  return stack.stop;
}
