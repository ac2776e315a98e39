import type { Catalogue } from '@tolk/ui';

/** English texts of the search result page. */
export const searchResultEnglish: Catalogue = {
  'searchResult.title': 'Search result',
  'searchResult.heading': 'Search result for “{query}”',
  'searchResult.search': 'Search booking',
  'searchResult.submit': 'Search',
  'searchResult.count': '{count, plural, one {# booking found} other {# bookings found}}',
  'searchResult.showMore': 'Show more ({shown} of {count})',
  'searchResult.empty': 'Unfortunately your search gave no result. Try again with other search criteria.',
  'searchResult.failed': 'Something went wrong please try again some time later',
};
