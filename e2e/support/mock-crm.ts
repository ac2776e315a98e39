/** The mock CRM's test-only control routes. */
export class MockCrmControl {
  constructor(private readonly baseUrl: string) {}

  async advanceClock(minutes: number): Promise<void> {
    await this.post('/__control/clock', { advanceMinutes: minutes });
  }

  async expireAllTokens(): Promise<void> {
    await this.post('/__control/expire-tokens', {});
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  }
}
