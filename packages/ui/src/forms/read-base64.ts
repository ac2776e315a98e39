/**
 * A chosen file's bytes as base64, the form the CRM takes attachments in (spec 1 §6, spec 2 §5).
 * The browser encodes it natively (`readAsDataURL`), off the page's own script: a 10 MB file
 * would block the page if encoded byte by byte in JavaScript.
 */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
