// An ESLint rule: a relative import must not leave the folder given as the option (the core's
// `src`). no-restricted-imports sees only the import's text, and `../../x` is inside the package
// from one file and outside it from another; this rule resolves the path from the importing file.
import { dirname, resolve, sep } from 'node:path';

export const stayInside = {
  meta: {
    type: 'problem',
    schema: [{ type: 'string' }],
    messages: { escapes: '"{{source}}" leaves {{root}}: the core imports nothing but itself and temporal-polyfill.' },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]);
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      if (target !== root && !target.startsWith(root + sep)) {
        context.report({ node: source, messageId: 'escapes', data: { source: source.value, root: context.options[0] } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
