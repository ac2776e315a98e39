import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tolk/source'] },
  ssr: { resolve: { conditions: ['@tolk/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'mock-crm/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Scrypt and fast-check runs are CPU-bound; two cores serve two workers best.
    maxWorkers: 2,
    testTimeout: 60_000,
    // Building a seeded mock world takes seconds; on a loaded 2-core machine, more.
    hookTimeout: 60_000,
  },
});
