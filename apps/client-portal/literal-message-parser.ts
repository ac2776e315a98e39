import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/lib/types.js';

/**
 * What the portals' build gives react-intl in place of the ICU parser (precompiled-messages.ts):
 * every message with syntax arrives parsed, so a text that reaches this is plain words, shown as
 * they are.
 */
export function parse(message: string): MessageFormatElement[] {
  return [{ type: TYPE.literal, value: message }];
}

export * from '@formatjs/icu-messageformat-parser/lib/types.js';
