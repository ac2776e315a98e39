import { Icons, type IconName } from '@blueprintjs/icons';

type PathsModule = Promise<{ default: string[] }>;

/**
 * Icons are loaded by name, each its own small chunk, so the icon set (most of node_modules) stays
 * out of the bundle. An icon the app starts to use is added here; an unlisted one renders empty.
 */
const ICONS_16: Partial<Record<IconName, () => PathsModule>> = {
  'log-out': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'),
  translate: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js'),
  home: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'),
  'log-in': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js'),
  error: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
  'warning-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
  tick: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'),
  cross: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
  'eye-off': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'),
  'arrow-left': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
  key: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'),
  cog: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js'),
  share: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/share.js'),
  'mobile-phone': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js'),
  help: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/help.js'),
  add: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/add.js'),
  people: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/people.js'),
  trash: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'),
  phone: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/phone.js'),
  person: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
  video: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/video.js'),
  'mobile-video': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-video.js'),
  headset: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/headset.js'),
  'map-marker': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/map-marker.js'),
  notifications: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js'),
  'chevron-left': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js'),
  'chevron-right': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js'),
  plus: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js'),
  filter: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js'),
  search: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/search.js'),
  download: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/download.js'),
  time: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/time.js'),
  star: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/star.js'),
  'star-empty': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty.js'),
  paperclip: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/paperclip.js'),
  'info-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js'),
  edit: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'),
  duplicate: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js'),
  issue: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/issue.js'),
  comment: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/comment.js'),
  disable: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
  'caret-up': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up.js'),
  'caret-down': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js'),
  'double-caret-vertical': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js'),
  link: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/link.js'),
  calendar: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js'),
  envelope: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
  'chevron-down': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js'),
  'chevron-up': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js'),
  'arrow-right': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'),
  history: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/history.js'),
  'th-list': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/th-list.js'),
  'tick-circle': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js'),
  print: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/print.js'),
};

export function configureIconLoading(): void {
  Icons.setLoaderOptions({
    loader: async (name) => {
      const load = ICONS_16[name];
      return load ? (await load()).default : [];
    },
  });
}
