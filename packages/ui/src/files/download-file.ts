/** A file to hand to the browser: its bytes, or its base64 as the CRM sends files. */
export type DownloadableFile = { readonly filename: string; readonly contentType: string } & (
  { readonly bytes: Uint8Array } | { readonly base64: string }
);

/** The bytes of a base64 text (the CRM's form of a file). */
export const bytesOfBase64 = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * Hands a file to the browser as a download (both portals: an order's attachment, a deviation's
 * document, a receipt): a Blob behind an object URL on a temporary `<a download>`, the URL revoked
 * once the browser has had time to take it.
 */
export function downloadFile(file: DownloadableFile): void {
  const bytes = 'bytes' in file ? file.bytes : bytesOfBase64(file.base64);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: file.contentType || 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
