// `npm run build`: install what is missing, type-check, compile, build the portal.
import { build, ensureDependencies } from './lib/bootstrap.mjs';

await ensureDependencies();
await build({ force: process.argv.includes('--force') }).catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
