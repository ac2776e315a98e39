import type { Catalogue } from '@tolk/ui';

export const termsEnglish: Catalogue = {
  'interpreterTerms.title': 'Welcome and terms',
  'interpreterTerms.welcomeHeading': 'Welcome to Tolkportal',
  'interpreterTerms.welcome':
    'Here you answer requests, follow your assignments and send time reports. Requests in your languages show on the start page; answer before the time runs out, or they pass to another interpreter.',
  'interpreterTerms.reportsHeading': 'Time reports and payout',
  'interpreterTerms.reportsDue': 'Time reports are due on the 15th. The remuneration is paid on the 25th of the following month.',
  'interpreterTerms.reportsLate': 'An online time report is late after one month and is not paid after two months.',
  'interpreterTerms.archive': 'Time reports are archived for at least two years.',
  'interpreterTerms.paperFee': 'Remuneration statements on paper cost SEK 25 per mailing.',
  'interpreterTerms.fTax': 'Invoices with F-tax are paid within 30 days.',
  'interpreterTerms.feesHeading': 'Fees and cancellation',
  'interpreterTerms.cancellation':
    'The customer is charged if an on-site assignment is cancelled less than 18 hours before its start, or a telephone assignment less than 2 hours before. Fee lists and travel compensation come from the provider.',
  'interpreterTerms.dataHeading': 'Your details',
  'interpreterTerms.personalData': 'Personal data is kept for 18 months after the account has been removed.',
  'interpreterTerms.updated': 'The terms were updated on {date}.',
};
