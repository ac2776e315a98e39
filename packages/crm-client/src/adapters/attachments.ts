import type { AttachmentFile, AttachmentFiles } from '@tolk/core';
import { GetAttachmentCustomer } from '@tolk/crm-contract';
import type { ErrorLog } from '../transport/error-log.js';
import { logText } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Files through GetAttachmentCustomer; a failed lookup is only logged (spec 2 §8). */
export class CrmAttachmentFiles implements AttachmentFiles {
  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
  ) {}

  async file(reference: string): Promise<AttachmentFile | null> {
    try {
      const answer = await this.transport.call(GetAttachmentCustomer, { AttachmentIdentifier: reference }, { quiet: true });
      const attachment = answer.Attachment;
      if (!attachment) throw new Error('no attachment in the answer');
      return {
        filename: attachment.AttachmentFilename,
        contentType: attachment.AttachmentContentType,
        bytes: bytesOf(attachment.AttachmentFile),
      };
    } catch (error) {
      void this.errorLog.report('error', {
        httpStatus: null,
        statusText: 'GetAttachmentCustomer failed',
        responseData: logText(error),
      });
      return null;
    }
  }
}
