import type { WorkAssignmentWire } from '@tolk/crm-contract';
import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmInterpreterDesk, toInterpreterAssignment } from './interpreter-desk.js';

const assignment = (attachments: WorkAssignmentWire['Attachments']): WorkAssignmentWire => ({
  WorkAssignmentIdentifier: 'WA-100',
  WorkAssignmentNumber: '100',
  Status: 'accepted',
  DatetimeFrom: '2026-11-24 10:00:00',
  DatetimeTo: '2026-11-24 10:45:00',
  ArticleName: 'Kontakttolkning',
  IsPerformedRemotely: false,
  Skill: 'Spanska',
  CustomerName: 'Kund',
  City: 'Stockholm',
  Address: null,
  MeetingDetails: null,
  ContactPersonUponInterpretation: null,
  NotesResource: null,
  AdditionalRequirements: null,
  DatetimeTripStarted: null,
  DatetimeCheckedIn: null,
  DatetimeWorkStarted: null,
  DatetimeDone: null,
  RatingCustomer: null,
  Attachments: attachments,
  Actions: [],
});

describe("CrmInterpreterDesk: the order's attachments on an assignment", () => {
  it('maps the listed files, and none for null', () => {
    const listed = toInterpreterAssignment(
      assignment([
        {
          AttachmentReference: 'r1',
          AttachmentFilename: 'kallelse.pdf',
          AttachmentContentType: 'application/pdf',
          Description: 'Kallelsen',
        },
        { AttachmentReference: 'r2', AttachmentFilename: 'karta.png', AttachmentContentType: 'image/png', Description: null },
      ]),
    );
    expect(listed?.attachments).toEqual([
      { reference: 'r1', filename: 'kallelse.pdf', contentType: 'application/pdf', description: 'Kallelsen' },
      { reference: 'r2', filename: 'karta.png', contentType: 'image/png', description: null },
    ]);
    expect(toInterpreterAssignment(assignment(null))?.attachments).toEqual([]);
  });

  it('fetches one by the assignment and its reference, as base64', async () => {
    const { crm, transport } = harness();
    crm.handlers.set('/CRMInterpreter/GetWorkAssignmentAttachment', () =>
      json({
        Attachment: {
          AttachmentFile: 'JVBERi0xLjQK',
          AttachmentFilename: 'kallelse.pdf',
          AttachmentContentType: 'application/pdf',
        },
        Errors: null,
      }),
    );
    const file = await new CrmInterpreterDesk(transport).attachment('WA-100', 'r1');
    expect(crm.received.at(-1)?.body).toEqual({ WorkAssignmentIdentifier: 'WA-100', AttachmentReference: 'r1' });
    expect(file).toEqual({ filename: 'kallelse.pdf', contentType: 'application/pdf', base64: 'JVBERi0xLjQK' });
  });

  it('rejects a refusal after the transport told the user', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set('/CRMInterpreter/GetWorkAssignmentAttachment', () => json({ Attachment: null, ...errorsAnswer(3003) }));
    await expect(new CrmInterpreterDesk(transport).attachment('WA-100', 'gone')).rejects.toMatchObject({
      errors: [{ kind: 'attachment-not-found' }],
    });
    expect(notifier.problems).toHaveLength(1);
  });
});
