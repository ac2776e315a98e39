import type { AttachmentFile } from '@tolk/core';

/** Hands a file to the browser as a download. */
export function saveFile(file: AttachmentFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.contentType || 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
