import { Icons } from '@blueprintjs/icons';
import type { PortalIconName } from './portal-icon-names.js';

type PathsModule = Promise<{ default: string[] }>;

/**
 * Icons are loaded by name, each its own small chunk, so the icon set (most of node_modules) stays
 * out of the bundle: one entry for each of PORTAL_ICON_NAMES, the type sees to that.
 */
const ICONS_16: Record<PortalIconName, () => PathsModule> = {
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
  'column-layout': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout.js'),
  draw: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/draw.js'),
  eraser: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eraser.js'),
  export: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/export.js'),
  'floppy-disk': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
  inbox: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js'),
  moon: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js'),
  refresh: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js'),
  'send-message': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js'),
  th: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/th.js'),
  'timeline-bar-chart': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js'),
  'sort-asc': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc.js'),
  'sort-desc': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc.js'),
};

export function configureIconLoading(): void {
  Icons.setLoaderOptions({
    // Blueprint asks only for valid names, and in the build those are PORTAL_ICON_NAMES.
    loader: async (name) => {
      const load = ICONS_16[name as PortalIconName] as (() => PathsModule) | undefined;
      return load ? (await load()).default : [];
    },
  });
}
