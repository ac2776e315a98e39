import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

describe('MOCK_CRM_SEARCH_THREADS', () => {
  it('is one thread per core, at most four, unless set', () => {
    expect(configFromEnv({}).searchThreads).toBe(Math.min(availableParallelism(), 4));
    expect(configFromEnv({ MOCK_CRM_SEARCH_THREADS: '' }).searchThreads).toBe(Math.min(availableParallelism(), 4));
  });

  it('takes a whole number from 0 (the server’s own thread) to 16', () => {
    expect(configFromEnv({ MOCK_CRM_SEARCH_THREADS: '0' }).searchThreads).toBe(0);
    expect(configFromEnv({ MOCK_CRM_SEARCH_THREADS: '16' }).searchThreads).toBe(16);
  });

  it.each(['-1', '17', '1.5', 'two'])('refuses %s, naming the variable', (value) => {
    expect(() => configFromEnv({ MOCK_CRM_SEARCH_THREADS: value })).toThrow(
      `MOCK_CRM_SEARCH_THREADS must be a whole number from 0 to 16, got "${value}"`,
    );
  });
});
