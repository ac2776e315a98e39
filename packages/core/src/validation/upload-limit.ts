/**
 * The most the files attached to one booking or one deviation may weigh together (issue 10). They
 * travel as base64 (4 characters for every 3 bytes) inside the call's JSON, so 20 MB become about
 * 26.7 MB: below the gateway's 30 MB body limit (`BODY_LIMIT_BYTES` in apps/gateway, code 6066 in
 * docs/api.md), which therefore never refuses a form the portal let through.
 */
export const MAX_UPLOAD_MB = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** How long `bytes` of file are once base64-encoded. */
export const base64Length = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/** How many bytes a base64 text decodes to (padding counted off). */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, (base64.length / 4) * 3 - padding);
}

/**
 * The files that may be added, in the order chosen, to those already attached: each that still
 * fits within the limit together with the ones before it; the others are refused by name.
 */
export function withinUploadLimit<F extends { readonly size: number }>(
  attachedBytes: number,
  files: readonly F[],
): { readonly admitted: readonly F[]; readonly refused: readonly F[] } {
  let total = attachedBytes;
  const admitted: F[] = [];
  const refused: F[] = [];
  for (const file of files) {
    if (total + file.size <= MAX_UPLOAD_BYTES) {
      admitted.push(file);
      total += file.size;
    } else refused.push(file);
  }
  return { admitted, refused };
}
