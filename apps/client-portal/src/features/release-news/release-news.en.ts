import type { Catalogue } from '@tolk/ui';

/** English texts of the release banner and the news page. */
export const releaseNewsEnglish: Catalogue = {
  'releaseNews.bannerHeading': 'New in Tolkportal',
  'releaseNews.learnMore': 'Learn more',
  'releaseNews.close': 'Close the news',
  'releaseNews.pageTitle': 'News',
  'releaseNews.pageIntro': 'Here we tell you about news and changes in Tolkportal.',
  'releaseNews.rulesHeading': 'Good to know about bookings',
  'releaseNews.ruleCriticalFields':
    'The important details of a booking – date, time, language and address – can be changed until the assignment starts.',
  'releaseNews.ruleNewNumber':
    'If you change one of them close to the start of the assignment, the booking gets a new booking number.',
  'releaseNews.ruleSameDay': 'On the day of the assignment they cannot be changed. Cancel and phone us instead.',
  'releaseNews.ruleReopen':
    'If you change them on a booked assignment it becomes open again and the assigned interpreter is cancelled. The interpreter is asked first again.',
  'releaseNews.ruleFeedback':
    'You rate performed assignments from 1 to 5. With a rating of 1 or 2 you can report a deviation, which is answered within 5 working days.',
  'releaseNews.ruleNotifications':
    'You get a notification when an interpreter is assigned or when the interpreter’s phone number changes.',
  'releaseNews.ruleFaq':
    'Questions about telephone and video interpreting, lead times, interpreters who do not come and the names of languages are answered under {link}.',
  'releaseNews.faqLink': 'Frequently asked questions',
  'releaseNews.entriesHeading': 'News',
  'releaseNews.published': 'Published {date}',

  'releaseNews.r1144Title': 'Notifications, Book now and new settings',
  'releaseNews.r1144Summary':
    'Notifications when an interpreter is assigned or the interpreter’s phone number changes | Book now: telephone interpreting on the same day | Change your password and manage contact persons under Settings',
  'releaseNews.r1144Message':
    'The bell in the menu bar now shows the notifications about your assignments, and you can open the assignment straight from the notification. With Book now you book telephone interpreting on the same day, weekdays 07:30–19:00, and get an interpreter at once. Under Settings you change your password and manage your contact persons.',
  'releaseNews.r1140Title': 'Change bookings until the start',
  'releaseNews.r1140Summary':
    'Change date, time, language and address until the start | A new booking number for a change close to the start',
  'releaseNews.r1140Message':
    'You can now change a booking’s date, time, language and address yourself until the assignment starts. On the day of the assignment you cannot: cancel and phone us instead.',
  'releaseNews.r1130Title': 'Ratings and deviations',
  'releaseNews.r1130Summary':
    'Rate performed assignments 1–5 | Report a deviation with a rating of 1 or 2 | An answer within 5 working days',
  'releaseNews.r1130Message':
    'After a performed assignment you can give the interpreter a rating from 1 to 5. With a rating of 1 or 2 you can also report a deviation, which we answer within 5 working days.',
};
