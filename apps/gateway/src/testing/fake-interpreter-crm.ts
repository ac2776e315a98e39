import Fastify, { type FastifyInstance } from 'fastify';

const INVALID_TOKEN = { ErrorCode: 1003, ErrorMessage: 'Invalid token' };

/**
 * A CRM with the interpreter side's login calls and one interpreter call (GetResourceRequests, which
 * echoes the token it got), and a customer login: enough to see what the gateway sends and when.
 */
export class FakeInterpreterCrm {
  readonly received: { path: string; body: Record<string, unknown> }[] = [];
  /** Live interpreter tokens, by token: the interpreter's number. */
  readonly tokens = new Map<string, string>();
  renewals = 0;
  renewalDelayMs = 0;
  /** The renewal key has expired: RenewInterpreterToken answers 6074. */
  renewalRefused = false;
  url = '';
  private server: FastifyInstance | null = null;
  private issued = 0;

  async start(): Promise<void> {
    const server = Fastify();
    server.post('/*', async (request) => {
      const path = request.url.split('?')[0]!;
      const body = (request.body ?? {}) as Record<string, unknown>;
      this.received.push({ path, body });
      const issue = (number: string) => {
        const token = `interpreter-token-${++this.issued}`;
        this.tokens.set(token, number);
        return token;
      };
      switch (path) {
        case '/CRMInterpreter/RequestInterpreterLoginLink':
          return body.Email === 'anna@tolk.example' && body.InterpreterNumber === '30001'
            ? { IsSuccess: true, Errors: null }
            : { IsSuccess: false, Errors: [{ ErrorCode: 1002, ErrorMessage: 'Invalid resource number' }] };
        case '/CRMInterpreter/ValidateInterpreterLoginLink':
          return body.LoginTicket === 'good-ticket'
            ? { Token: issue('30001'), InterpreterNumber: '30001', RenewalKey: 'renewal-secret', Errors: null }
            : { Token: null, InterpreterNumber: null, RenewalKey: null, Errors: [{ ErrorCode: 6071, ErrorMessage: 'used' }] };
        case '/CRMInterpreter/RenewInterpreterToken':
          this.renewals++;
          if (this.renewalDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.renewalDelayMs));
          return this.renewalRefused || body.RenewalKey !== 'renewal-secret'
            ? { Token: null, Errors: [{ ErrorCode: 6074, ErrorMessage: 'ask for a new login link' }] }
            : { Token: issue(String(body.InterpreterNumber)), Errors: null };
        case '/CRMInterpreter/GetResourceRequests':
          return typeof body.Token === 'string' && this.tokens.has(body.Token)
            ? { ResourceRequests: null, TokenSeen: body.Token, Errors: null }
            : { ResourceRequests: null, Errors: [INVALID_TOKEN] };
        case '/CRMCustomer/ValidateCustomerPassword':
          return { Token: 'customer-token', Errors: null };
        default:
          return { Echo: path, Errors: null };
      }
    });
    this.url = await server.listen({ port: 0, host: '127.0.0.1' });
    this.server = server;
  }

  count(path: string): number {
    return this.received.filter((r) => r.path === path).length;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
