import { describe, expect, it } from 'vitest';
import { PROVIDER_CONTACT } from './provider-contact.js';

const PLACEHOLDER = /exempel|example\.|000 00 00|00 00 00|xxx/i;
const SWEDISH_PHONE = /^0\d{1,3}-\d{2,3}( \d{2,3}){1,3}$/;

describe("the provider's contact details (issue 17, defect 10)", () => {
  const values = [
    ...PROVIDER_CONTACT.offices.flatMap((office) => [office.streetAddress, office.postalAddress, office.phone]),
    PROVIDER_CONTACT.customerServiceEmail,
    PROVIDER_CONTACT.interpreterCourseUrl,
    PROVIDER_CONTACT.emergencyNumber,
  ];

  it('holds no placeholder text', () => {
    for (const value of values) expect(value).not.toMatch(PLACEHOLDER);
  });

  it('holds values of the shape the pages use: Swedish numbers, postal codes, an e-mail, an https link', () => {
    for (const office of PROVIDER_CONTACT.offices) {
      expect(office.phone).toMatch(SWEDISH_PHONE);
      expect(office.postalAddress).toMatch(/^\d{3} \d{2} \p{Lu}/u);
    }
    expect(PROVIDER_CONTACT.emergencyNumber).toMatch(SWEDISH_PHONE);
    expect(PROVIDER_CONTACT.customerServiceEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(new URL(PROVIDER_CONTACT.interpreterCourseUrl).protocol).toBe('https:');
  });
});
