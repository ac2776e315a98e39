import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import type { PortalIconName } from '../../packages/ui/src/icons/portal-icon-names.js';

/*
 * How the client portal's code is cut into chunks (issue 12, docs/decisions.md): the libraries the
 * first page needs in one stable chunk (`vendor`: React, MobX, Blueprint, the router, react-intl,
 * …), the portal's own modules it needs in another (`portal`), and what the logged-in stores bring,
 * packages and the portal's modules they share with screens, in one chunk loaded with them
 * (`signed-in`), rather than in dozens of small ones a busy HTTP/1.1 connection pool fetches in
 * turn. Libraries only lazy screens use stay with those screens.
 */

/** A module of a workspace package (packages/core, ui, crm-client, crm-contract). */
export const IN_PACKAGES = /[\\/]packages[\\/]/;
/**
 * Package modules that are not the logged-in screens' code: the date field and its text format
 * (they bring date-fns and Blueprint's datetime2), the time field (its list of times is a Blueprint
 * popover, which brings floating-ui: the forms that have one load it), and the English texts (the
 * English catalogue's chunk, which /login fetches in English).
 */
const NOT_SIGNED_IN_CODE = /[\\/](forms[\\/]time-input|forms[\\/]date-field|format[\\/]date-text)\.|(\.en|[\\/]i18n[\\/]en)\.ts$/;
/**
 * The statistics part's package modules (the report definitions and views, the report calls and
 * their adapter): they come with the statistics screens and `src/di/statistics-part.ts`, not with
 * every logged-in page (docs/decisions.md).
 */
const STATISTICS_CODE =
  /[\\/]packages[\\/](core[\\/]src[\\/]reports[\\/]|crm-client[\\/]src[\\/]adapters[\\/]reports\.|crm-contract[\\/]src[\\/]calls[\\/]reports\.)/;

/**
 * The booking part's package modules (the booking and direct-booking rules, their calls and
 * adapters): they come with `src/di/booking-part.ts` at the first booking, or with what else uses
 * them, not with every logged-in page (docs/decisions.md).
 */
const BOOKING_CODE =
  /[\\/]packages[\\/](core[\\/]src[\\/](booking|direct-booking)[\\/]|crm-client[\\/]src[\\/]adapters[\\/](order-booking|direct-booking)\.|crm-contract[\\/]src[\\/]calls[\\/]direct-booking\.)/;
/**
 * The external calendar's code but its store: the feed's parser and window rules, fetched with the
 * first feed (`@tolk/core/external-calendar-feed`), a day's events drawn once a calendar is on, and
 * the settings form, which comes with the settings screen (docs/decisions.md).
 */
const EXTERNAL_CALENDAR_CODE =
  /[\\/]packages[\\/](core[\\/]src[\\/]external-calendar[\\/](feed|ics-parse|recurrence|calendar-window)\.|ui[\\/]src[\\/]external-calendar[\\/](external-events-list|calendar-settings|event-time-text|external-calendar\.messages)\.)/;
/**
 * The package modules of the calls the dashboard does not make (their adapters, codecs and use
 * cases): they come with `src/di/screen-ports-part.ts` at the first such call.
 */
const SCREEN_PORTS_CODE =
  /[\\/]packages[\\/](crm-client[\\/]src[\\/]adapters[\\/](cancellations|service-offers|attachments|contact-persons|customer-users|passwords|feedback)\.|crm-contract[\\/]src[\\/]calls[\\/](contact-persons|customer-users|services|attachments|deviations|time-reports|reasons|mail)\.|core[\\/]src[\\/]((contact-persons|users)[\\/]register|account[\\/]change-password)\.)/;
/** Package modules a part loaded on demand brings with it. */
const ON_DEMAND_CODE = [STATISTICS_CODE, BOOKING_CODE, EXTERNAL_CALENDAR_CODE, SCREEN_PORTS_CODE];

/** The module that makes the logged-in customer's stores, loaded after login. */
export const SIGNED_IN_ROOT = fileURLToPath(new URL('./src/di/signed-in-root.ts', import.meta.url));
const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * The chunk name of the code loaded with the logged-in stores: the packages' modules the first page
 * does not need, and the portal's own modules the logged-in stores import, which screens share with
 * them (the groups' priorities leave what the first page needs to `vendor` and `portal`).
 */
function signedInChunk() {
  let storesImport: Set<string> | undefined;
  return (id: string, context: { getModuleInfo(id: string): Rollup.ModuleInfo | null }) => {
    storesImport ??= appModulesImportedBy(SIGNED_IN_ROOT, (module) => context.getModuleInfo(module));
    const signedIn = IN_PACKAGES.test(id)
      ? !NOT_SIGNED_IN_CODE.test(id) && !ON_DEMAND_CODE.some((part) => part.test(id))
      : storesImport.has(id);
    return signedIn ? 'signed-in' : null;
  };
}

/** The portal's own modules `root` imports statically, directly or through others of them. */
function appModulesImportedBy(root: string, moduleInfo: (id: string) => Rollup.ModuleInfo | null): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !id.startsWith(APP_SOURCE)) return;
    found.add(id);
    moduleInfo(id)?.importedIds.forEach(visit);
  };
  visit(root);
  return found;
}

/**
 * The icons the logged-in header and the dashboard draw. Each icon is a chunk of its own (the icon
 * loader, packages/ui/src/icons/icon-loader.ts), a few hundred bytes that gzip poorly: these 21
 * came as 21 requests and 6.5 KiB of gzip, in one chunk they are one request and 2.6 KiB (issue
 * 12). An icon not named here still comes when drawn, in its own chunk.
 */
export const DASHBOARD_ICONS = [
  'chevron-left',
  'chevron-right',
  'cog',
  'cross',
  'download',
  'filter',
  'headset',
  'help',
  'issue',
  'mobile-video',
  'notifications',
  'person',
  'phone',
  'plus',
  'search',
  'star',
  'star-empty',
  'th-list',
  'time',
  'timeline-bar-chart',
  'video',
] as const satisfies readonly PortalIconName[];
const DASHBOARD_ICON_PATHS = new RegExp(`[\\/]16px[\\/]paths[\\/](${DASHBOARD_ICONS.join('|')})\\.js$`);

/** Rolldown's `output.codeSplitting.groups`: a higher priority takes its modules first. */
export function portalChunkGroups() {
  return [
    { name: 'dashboard-icons', test: DASHBOARD_ICON_PATHS, priority: 4 },
    { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 3 },
    {
      name: 'portal',
      test: (id: string) => IN_PACKAGES.test(id) || id.startsWith(APP_SOURCE),
      tags: ['$initial' as const],
      priority: 2,
    },
    { name: signedInChunk(), priority: 1 },
  ];
}
