import type { Catalogue } from '@tolk/ui';

/** English texts of the contact page. */
export const contactEnglish: Catalogue = {
  'contact.title': 'Contact us',
  'contact.navLink': 'Contact us',
  'contact.intro': 'Questions about a booking, an invoice or the portal? Phone or e-mail customer service and we will help you.',
  'contact.emailButton': 'E-mail customer service',
  'contact.emailButtonTitle': 'Write an e-mail to customer service at {email}',
  'contact.officesHeading': 'Our offices',
  'contact.officeStockholm': 'Stockholm',
  'contact.officeMalmo': 'Malmö',
  'contact.address': 'Address',
  'contact.customerService': 'Customer service',
  'contact.callOffice': 'Call customer service in {office}, {phone}',
  'contact.courseHeading': 'Speaking through an interpreter',
  'contact.courseText': 'A digital course of about 20 minutes on how to prepare and lead a conversation with an interpreter.',
  'contact.courseLink': 'Take the course Speaking through an interpreter',
  'contact.contactPersonsText': 'You manage the orderers and contact persons of your bookings yourself under Settings.',
  'contact.contactPersonsLink': 'Manage contact persons',
  'contact.faqHeading': 'Frequently asked questions',
  'contact.faqPhoneVideoQ': 'What is the difference between telephone and video interpreting?',
  'contact.faqPhoneVideoA':
    'With telephone interpreting the interpreter calls the phone number you give in the booking, or you call the interpreter on the number in the confirmation.||With video interpreting you meet in a digital meeting. Give the meeting platform and link in the booking, and the interpreter joins the meeting at the set time.',
  'contact.faqLeadTimeQ': 'How far ahead do I need to book?',
  'contact.faqLeadTimeA':
    'Book as early as you can, especially for rare languages. On-site interpreting must be booked at least four hours before the start and video interpreting at least one hour before.||Telephone interpreting on the same day is booked at once with Book now, weekdays 07:30–19:00.',
  'contact.faqNoShowQ': 'What do I do if the interpreter does not come?',
  'contact.faqNoShowA':
    'Phone customer service as soon as you notice that the interpreter has not come, and we will try to find another interpreter or remote interpreting.||After the assignment you can report a deviation on it. Deviations are answered within 5 working days.',
  'contact.faqLanguageQ': 'Why can I not find the language under the name I expected?',
  'contact.faqLanguageA':
    'Some closely related languages are booked under one shared name, a merged language group. Search for the name of the group if the language is not listed on its own.||Kurdish has several dialects, for instance Sorani and Kurmanji, which are booked separately. Choose the dialect the person speaks.',
  'contact.faqChangeQ': 'Can I change a booking?',
  'contact.faqChangeA':
    'Date, time, language and address can be changed until the assignment starts. Such a change close to the start gives a new booking number.||On the same day they cannot be changed: cancel and phone us instead.',
};
