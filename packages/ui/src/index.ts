export * from './assignments/assignment-status.messages.js';
export * from './calendar/calendar.messages.js';
export * from './calendar/calendar-toolbar.js';
export * from './forms/field-problem.js';
export * from './forms/text-field.js';
export * from './forms/time-input.js';
export * from './forms/signature-pad.js';
export * from './forms/required-mark.js';
export * from './forms/read-base64.js';
// The date field (Blueprint's datetime2, date-fns and their CSS) is `@tolk/ui/date-field`: only the
// screens that show one load it (issue 12).
export * from './i18n/index.js';
export * from './icons/icon-loader.js';
export * from './layout/use-narrow-screen.js';
export * from './routing/guards.js';
export * from './routing/use-page-title.js';
export * from './session/browser-session.js';
export * from './shell/app-shell.js';
export * from './shell/language-select.js';
export * from './shell/nav-link-button.js';
export * from './state/client-storage.js';
export * from './state/customer-data.js';
export * from './state/latest-only.js';
export * from './toasts/toast-notifier.js';
export * from './state/memory-storage.js';
export * from './format/temporal-format.js';
export * from './time/system-clock.js';
export * from './time/wall-clock-store.js';
