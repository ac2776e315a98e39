import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVIATION_DESCRIPTION_MAX,
  DEVIATION_FILE_TYPES,
  NO_CONTACT_PERSON,
  complaintMailOf,
  createDeviationCommand,
  descriptionToSend,
  deviationProblems,
  isAllowedDeviationFile,
  type DeviationForm,
} from './deviation.js';

const form: fc.Arbitrary<DeviationForm> = fc.record({
  isGeneral: fc.boolean(),
  orderId: fc.constant('order-1'),
  orderNumber: fc.oneof(fc.constant(''), fc.constant('  '), fc.stringMatching(/^\d{6}$/)),
  contactPersonId: fc.constantFrom(NO_CONTACT_PERSON, '', 'cp-1'),
  reasonId: fc.constantFrom('', 'r1'),
  description: fc.oneof(fc.constant(''), fc.string({ maxLength: 50 }), fc.string({ minLength: 980, maxLength: 1010 })),
  wantsReply: fc.boolean(),
  replyEmail: fc.constantFrom('', 'anna@example.se', 'not-an-email'),
});

describe('deviation form rules (spec 2 §3, §5)', () => {
  it('requires booking number and contact person only when general, and always a cause', () => {
    fc.assert(
      fc.property(form, (f) => {
        const problems = deviationProblems(f);
        expect(problems.orderNumber !== undefined).toBe(f.isGeneral && f.orderNumber.trim() === '');
        expect(problems.contactPersonId !== undefined).toBe(
          f.isGeneral && (f.contactPersonId === NO_CONTACT_PERSON || f.contactPersonId === ''),
        );
        expect(problems.reasonId !== undefined).toBe(f.reasonId === '');
      }),
    );
  });

  it('appends the reply address after || for order deviations and counts it toward the 1000', () => {
    fc.assert(
      fc.property(form, (f) => {
        const sent = descriptionToSend(f);
        const reply = f.wantsReply && f.replyEmail.trim() !== '';
        expect(sent).toBe(!f.isGeneral && reply ? `${f.description}||${f.replyEmail.trim()}` : f.description);
        const problems = deviationProblems(f);
        if (f.description.trim() !== '') expect(problems.description !== undefined).toBe(sent.length > DEVIATION_DESCRIPTION_MAX);
      }),
    );
  });

  it('checks the reply address only when a reply is wanted', () => {
    fc.assert(
      fc.property(form, (f) => {
        const problem = deviationProblems(f).replyEmail;
        if (!f.wantsReply) expect(problem).toBeUndefined();
        else if (f.replyEmail === '') expect(problem).toEqual({ kind: 'required' });
        else if (f.replyEmail === 'not-an-email') expect(problem).toEqual({ kind: 'invalid-email' });
        else expect(problem).toBeUndefined();
      }),
    );
  });

  it('sends -1 as no contact person', () => {
    fc.assert(
      fc.property(form, (f) => {
        const command = createDeviationCommand({ ...f, isGeneral: false }, []);
        expect(command.contactPersonId).toBe(f.contactPersonId === NO_CONTACT_PERSON ? null : f.contactPersonId);
      }),
    );
  });

  it('accepts exactly the allowed file types, in any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), fc.stringMatching(/^[a-zA-Z]{1,5}$/), (name, ext) => {
        expect(isAllowedDeviationFile(`${name}.${ext}`)).toBe(
          (DEVIATION_FILE_TYPES as readonly string[]).includes(ext.toLowerCase()),
        );
      }),
    );
    expect(isAllowedDeviationFile('noextension')).toBe(false);
  });

  it('escapes every value of the complaint mail', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, name) => {
        const mail = complaintMailOf(
          {
            isGeneral: true,
            orderId: null,
            orderNumber: '123',
            contactPersonId: 'cp',
            reasonId: 'r',
            description: text,
            wantsReply: false,
            replyEmail: '',
          },
          { customerName: name, customerNumber: '1001', contactPersonName: name, reasonName: text },
        );
        expect(mail.html).not.toMatch(/<(?!\/?(h1|h2|table|tr|th|td|p|br)\b)/);
      }),
    );
  });
});
