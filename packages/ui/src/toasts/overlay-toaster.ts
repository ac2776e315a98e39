/** Blueprint's toaster, a chunk of its own: fetched ahead of the first toast (ToastNotifier.prefetch). */
export { OverlayToaster } from '@blueprintjs/core';
