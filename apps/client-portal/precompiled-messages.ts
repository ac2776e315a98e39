import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { moduleInPlace } from './module-in-place.js';

/** What makes a text a message format rather than plain words: an argument, a tag, a quoted quote. */
const MESSAGE_SYNTAX = /[{}<]|''/;
const ENGLISH_CATALOGUE = /(\.en|[\\/]i18n[\\/]en)\.ts$/;
const OUR_SOURCE = /[\\/](apps|packages)[\\/][\w-]+[\\/]src[\\/].+\.tsx?$/;
/** The module the portals load in place of the ICU parser (see literalMessagesPlugin). */
const LITERAL_PARSER = new URL('./literal-message-parser.ts', import.meta.url).pathname;

/**
 * The texts of a source file with message syntax, written as the parsed form react-intl formats
 * without parsing: each `defaultMessage` (the Swedish text) and, in an English catalogue
 * (`*.en.ts`), each entry. Plain words stay strings. A `defaultMessage` that is not a literal fails,
 * since the build could not parse it and the page would show its syntax.
 */
export function precompileMessages(code: string, fileName: string): string | null {
  const english = ENGLISH_CATALOGUE.test(fileName);
  if (!english && !code.includes('defaultMessage')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) {
      const name = ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : null;
      const isDefault = name === 'defaultMessage';
      if (isDefault || english) {
        const value = node.initializer;
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
          if (MESSAGE_SYNTAX.test(value.text)) {
            edits.push({ start: value.getStart(source), end: value.getEnd(), text: JSON.stringify(parse(value.text)) });
          }
        } else if (isDefault) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          throw new Error(`${fileName}:${line + 1}: a defaultMessage must be a string literal, for the build compiles it`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return null;
  let compiled = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    compiled = compiled.slice(0, edit.start) + edit.text + compiled.slice(edit.end);
  }
  return compiled;
}

/**
 * react-intl parses each message's ICU syntax in the page, with a parser that is 9 KiB gzip of every
 * route (issue 12). The build writes every message with syntax in its parsed form
 * (precompileMessages) and gives react-intl a parser that reads a text as the words it is: what
 * reaches it is plain words, or a text from elsewhere that is shown as it came.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'tolk-precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    resolveId: moduleInPlace('@formatjs/icu-messageformat-parser', LITERAL_PARSER),
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!OUR_SOURCE.test(path) || path.includes('node_modules') || /\.test\.tsx?$/.test(path)) return null;
      const compiled = precompileMessages(code, path);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
}
