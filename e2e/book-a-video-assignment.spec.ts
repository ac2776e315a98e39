import { articleTypeMessages } from '../apps/client-portal/src/features/assignments/article-type.messages.js';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { fieldMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { CrmApi } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

test('a video interpreter needs a platform and a meeting link that starts with http:// or https://', async ({
  page,
  loginPage,
  t,
}) => {
  test.setTimeout(budget(60_000));
  await loginPage.startSession(DEMO.full);
  const single = new SingleBookingPage(page, t);
  await single.open();

  await single.form.chooseLanguage('Engelska');
  await single.chooseType(t(articleTypeMessages.Videotolkning));
  const link = single.field('meetingUrl');
  const platform = single.field('meetingPlatform');
  await expect(link).toBeVisible();
  await single.form.contact.selectOption({ index: 1 });
  await single.form.sameAsAbove.check({ force: true });

  // Missing: the platform and the link are required.
  await single.button('continue').click();
  await expect(single.stepIndicator(1)).toBeVisible();
  await expect(single.problemOf(platform)).toHaveText(
    t(fieldMessages.required, { name: t(bookingFormMessages.meetingPlatform) }),
  );
  await expect(single.problemOf(link)).toHaveText(t(fieldMessages.required, { name: t(bookingFormMessages.meetingUrl) }));
  // The first problem has the focus.
  await expect(platform).toBeFocused();

  // Another scheme: the spec's message.
  await platform.selectOption({ label: 'Microsoft Teams' });
  await link.fill('teams.microsoft.com/l/meetup-join/19%3ameeting');
  await link.blur();
  await expect(single.problemOf(link)).toHaveText(t(bookingFormMessages.meetingUrlScheme));
  await single.button('continue').click();
  await expect(single.stepIndicator(1)).toBeVisible();
  await expect(link).toBeFocused();

  // A proper link: on to step 2 and the booking.
  const url = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting';
  await link.fill(url);
  await expect(single.problemOf(link)).toHaveCount(0);
  await single.button('continue').click();
  await expect(single.stepIndicator(2)).toBeVisible();
  await single.button('confirmNow').click();
  await expect(single.success).toBeVisible();
  const number = (await single.bookingNumber.innerText()).trim();

  const crm = await CrmApi.logIn(DEMO.full);
  const [order] = (await crm.orderByNumber(number)) as unknown as {
    ArticleName: string;
    MeetingDetails: { MeetingUrl: string | null } | null;
  }[];
  expect([order?.ArticleName, order?.MeetingDetails?.MeetingUrl]).toEqual(['Videotolkning', url]);
});
