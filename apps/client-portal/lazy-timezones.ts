import type { Plugin } from 'vite';

const MODULE = /@blueprintjs[\\/]datetime[\\/]lib[\\/]esm[\\/]common[\\/]timezoneItems\.js$/;
const EAGER = [
  'export const TIMEZONE_ITEMS = timezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz));',
  'export const MINIMAL_TIMEZONE_ITEMS = minimalTimezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz));',
];

/**
 * Blueprint's datetime package works out the UTC offset of 140 time zones (through date-fns-tz and
 * one Intl.DateTimeFormat each) when its module loads: 160–170 ms of main thread on every page
 * with a date field, the dashboard included, measured with the CDP profiler on a quiet machine.
 * The portal never shows a time-zone picker, so the two lists are made lazily: arrays that fill
 * themselves the first time anything reads them, with the same items. Fails the build if a
 * Blueprint upgrade changes the lines, so that the saving is never lost silently.
 */
export function lazyTimezonesPlugin(): Plugin {
  return {
    name: 'tolk-lazy-timezones',
    enforce: 'pre',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!EAGER.every((line) => code.includes(line))) {
        throw new Error(`${id}: Blueprint's time-zone lists changed; update lazy-timezones.ts`);
      }
      const [all, minimal] = EAGER;
      return {
        code:
          code
            .replace(
              all!,
              'export const TIMEZONE_ITEMS = lazyList(() => timezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz)));',
            )
            .replace(
              minimal!,
              'export const MINIMAL_TIMEZONE_ITEMS = lazyList(() => minimalTimezonesWithoutOffset.map(tz => lookupTimezoneOffset(tz)));',
            ) + LAZY_LIST,
        map: null,
      };
    },
  };
}

// A function declaration (hoisted), so the exports above may call it.
const LAZY_LIST = `
function lazyList(make) {
  const list = [];
  let made = false;
  const fill = () => {
    if (!made) {
      made = true;
      list.push(...make());
    }
    return list;
  };
  return new Proxy(list, {
    get: (_target, key) => Reflect.get(fill(), key),
    has: (_target, key) => Reflect.has(fill(), key),
    ownKeys: () => Reflect.ownKeys(fill()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(fill(), key),
  });
}
`;
