/** Blueprint's toaster, imported when needed (ToastNotifier.prefetch), not with the first page. */
export { OverlayToaster } from '@blueprintjs/core';
