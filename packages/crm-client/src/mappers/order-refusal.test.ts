import { describe, expect, it } from 'vitest';
import { serviceErrorOf } from '../transport/service-errors.js';
import { orderRefusalOf } from './order-refusal.js';

describe('orderRefusalOf (issue 17 item 1)', () => {
  it('names the form field of a refusal by its kind, or by the wire field its detail names', () => {
    const field = (code: number, message: string) => orderRefusalOf(serviceErrorOf(code, message)).field;
    expect(field(5200, 'Postal code not linked to a county: 99999')).toBe('postalCode');
    expect(field(2008, 'Invalid postal code: PostalAddressPerformingRequestData.PostalCode')).toBe('postalCode');
    expect(field(2002, 'String too long: PostalAddressPerformingRequestData.City')).toBe('city');
    expect(field(2004, 'Unexpected data type: PostalAddressPerformingRequestData')).toBe('addressLine');
    expect(field(2001, 'Mandatory field missing: MeetingUrl')).toBe('meetingUrl');
    expect(field(2002, 'String too long: SkillSubstituteIdentifier')).toBe('alternativeSkillId');
    expect(field(5205, 'Contact person missing')).toBe('contactPersonId');
    expect(field(9999, 'Something went wrong')).toBeNull();
    expect(field(2004, 'Unexpected data type')).toBeNull();
  });

  it('keeps the kind and the message', () => {
    expect(orderRefusalOf({ kind: 'invalid-postal-code', message: 'x' })).toEqual({
      kind: 'invalid-postal-code',
      message: 'x',
      field: 'postalCode',
    });
  });
});
