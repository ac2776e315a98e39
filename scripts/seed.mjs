// `npm run seed -- [--orders n] [--seed n] [--db path] [--force]`: build mock-crm if it is stale,
// then create and seed its database (mock-crm/src/seed/cli.ts; `npm run seed -- --help` for more).
import { join } from 'node:path';
import { ensureDependencies } from './lib/bootstrap.mjs';
import { BIN, ROOT, mustRun, run } from './lib/run.mjs';

await ensureDependencies();
// Only mock-crm and what it imports (tsc -b is incremental): seeding needs no portal build.
if ((await run(join(BIN, 'tsc'), ['-b', 'mock-crm'])) !== 0) {
  console.error('✗ mock-crm does not compile (tsc -b mock-crm)');
  process.exit(1);
}
await mustRun(process.execPath, [join(ROOT, 'mock-crm/dist/seed/cli.js'), ...process.argv.slice(2)]);
