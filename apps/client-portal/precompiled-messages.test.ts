import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse as literalParse } from './literal-message-parser.js';
import { portalSourceFiles } from './portal-sources.js';
import { precompileMessages } from './precompiled-messages.js';

/** Every string a file's `defaultMessage`s (and, in an English catalogue, its entries) still hold. */
function stringMessagesOf(code: string, fileName: string): string[] {
  const english = /\.en\.ts$|[\\/]i18n[\\/]en\.ts$/.test(fileName);
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (english || (ts.isIdentifier(node.name) && node.name.text === 'defaultMessage'))) {
      if (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) {
        found.push(node.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The value of a module's `messages` export after compiling, read without a bundler. */
function compiledMessages(code: string): Record<string, { defaultMessage: unknown }> {
  const compiled = precompileMessages(code, '/x/apps/a/src/f.messages.ts') ?? code;
  const body = compiled.replace(/^import .*$/gm, '').replace('export const messages = defineMessages(', 'return (');
  return new Function(body.replace(/\);\s*$/, ');'))() as Record<string, { defaultMessage: unknown }>;
}

describe('precompileMessages', () => {
  it('writes messages with syntax parsed, leaves plain words as strings, and formats them the same', () => {
    const messages = compiledMessages(`import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  plain: { id: 'a.plain', defaultMessage: 'Boka tolk' },
  name: { id: 'a.name', defaultMessage: '{name} är obligatoriskt' },
  plural: {
    id: 'a.plural',
    defaultMessage:
      '{count, plural, one {# uppdrag är bokat} other {# uppdrag är bokade}}',
  },
  tag: { id: 'a.tag', defaultMessage: \`Läs <b>villkoren</b>\` },
  quote: { id: 'a.quote', defaultMessage: "Tolkens ''Tolka nu''" },
});`);
    expect(messages.plain!.defaultMessage).toBe('Boka tolk');
    for (const key of ['name', 'plural', 'tag', 'quote']) expect(Array.isArray(messages[key]!.defaultMessage), key).toBe(true);
    const format = (message: unknown, values?: Record<string, unknown>) =>
      new IntlMessageFormat(message as string, 'sv').format(values as never);
    expect(format(messages.name!.defaultMessage, { name: 'E-post' })).toBe('E-post är obligatoriskt');
    expect(format(messages.plural!.defaultMessage, { count: 2 })).toBe('2 uppdrag är bokade');
    expect(format(messages.tag!.defaultMessage, { b: (chunks: string[]) => `*${chunks.join('')}*` })).toBe('Läs *villkoren*');
    expect(format(messages.quote!.defaultMessage)).toBe("Tolkens 'Tolka nu'");
  });

  it('compiles the entries of an English catalogue', () => {
    const compiled = precompileMessages(
      `export const english = { 'a.name': '{name} is required', 'a.plain': 'Book an interpreter' };`,
      '/x/apps/a/src/features/a/a.en.ts',
    );
    expect(compiled).toBe(
      `export const english = { 'a.name': [{"type":1,"value":"name"},{"type":0,"value":" is required"}], 'a.plain': 'Book an interpreter' };`,
    );
  });

  it('refuses a defaultMessage that is not a literal, naming the place', () => {
    expect(() => precompileMessages(`const m = { id: 'x', defaultMessage: 'a' + b };`, '/x/apps/a/src/f.ts')).toThrow(
      '/x/apps/a/src/f.ts:1: a defaultMessage must be a string literal',
    );
  });

  it("leaves no message with syntax uncompiled in the portals' code", () => {
    const files = portalSourceFiles(/\.tsx?$/);
    let messages = 0;
    const uncompiled: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes('defaultMessage') && !/\.en\.ts$|[\\/]i18n[\\/]en\.ts$/.test(file)) continue;
      messages += stringMessagesOf(code, file).length;
      const compiled = precompileMessages(code, file) ?? code;
      uncompiled.push(...stringMessagesOf(compiled, file).filter((text) => /[{}<]|''/.test(text)));
    }
    expect(messages).toBeGreaterThan(1000);
    expect(uncompiled).toEqual([]);
  });
});

describe('the literal parser the portals load', () => {
  it('reads any text as the words it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(new IntlMessageFormat(literalParse(text), 'sv').format()).toBe(text);
      }),
    );
  });
});
