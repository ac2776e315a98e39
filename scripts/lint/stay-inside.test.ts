import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { stayInside } from './stay-inside.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inCore = (file: string) => `${process.cwd()}/packages/core/src/${file}`;

tester.run('stay-inside', stayInside, {
  valid: [
    { code: "import { a } from '../time/clock.js';", filename: inCore('booking/draft.ts'), options: ['packages/core/src'] },
    { code: "export * from './booking/index.js';", filename: inCore('index.ts'), options: ['packages/core/src'] },
    { code: "import { Temporal } from 'temporal-polyfill';", filename: inCore('time/clock.ts'), options: ['packages/core/src'] },
  ],
  invalid: [
    {
      code: "import { v } from '../../../apps/client-portal/src/app/version.js';",
      filename: inCore('booking/draft.ts'),
      options: ['packages/core/src'],
      errors: [{ messageId: 'escapes' }],
    },
    {
      code: "export { x } from '../ui/src/index.js';",
      filename: inCore('index.ts'),
      options: ['packages/core/src'],
      errors: [{ messageId: 'escapes' }],
    },
    {
      code: "const m = import('../../crm-client/src/index.js');",
      filename: inCore('booking/draft.ts'),
      options: ['packages/core/src'],
      errors: [{ messageId: 'escapes' }],
    },
  ],
});
