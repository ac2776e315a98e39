import type { Catalogue } from '@tolk/ui';

/** English texts of the not-found page. */
export const notFoundEnglish: Catalogue = {
  'notFound.title': 'Page not found',
  'notFound.heading': 'Oops! Sorry, the page not found',
  'notFound.explanation': 'The address {path} does not exist in Tolkportal.',
  'notFound.home': 'Go to the start page',
};
