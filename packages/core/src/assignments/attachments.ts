/** A file of an order, as downloaded (GetAttachmentCustomer). */
export interface AttachmentFile {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The customer's files by reference; null when the file cannot be had (the failure is logged, spec 2 §8). */
export interface AttachmentFiles {
  file(reference: string): Promise<AttachmentFile | null>;
}
