import { describe, expect, it } from 'vitest';
import { cancellationSmsServiceOf, type OfferedService } from './services.js';

const sms = { id: 'sms', selectableForCancel: true, sendHoursBefore: 48, sendHoursAfter: 1 };
const offered: OfferedService[] = [
  { id: 'tele', name: 'Telefontolkning', additionalServices: [{ ...sms, selectableForCancel: false }] },
  { id: 'kontakt', name: 'Kontakttolkning', additionalServices: [sms] },
];

describe('the cancellation SMS (spec 2 §2)', () => {
  it('is offered when the order’s service has an additional service selectable for cancel', () => {
    expect(cancellationSmsServiceOf(offered, 'kontakt')).toEqual(sms);
    expect(cancellationSmsServiceOf(offered, 'tele')).toBeNull();
    expect(cancellationSmsServiceOf(offered, 'video')).toBeNull();
  });
});
