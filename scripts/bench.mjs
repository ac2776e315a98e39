// `npm run bench`: build what is stale, then run the benchmarks and print their figures.
import { join } from 'node:path';
import { build, ensureDependencies } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { BIN, mustRun } from './lib/run.mjs';

await ensureDependencies();
await build().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
if (!(await ensureChromium())) process.exit(1); // the full browser a user has
await mustRun(join(BIN, 'playwright'), ['test', '-c', 'bench/playwright.config.ts', ...process.argv.slice(2)]);
