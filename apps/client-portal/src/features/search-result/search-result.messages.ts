import { defineMessages } from 'react-intl';

export const searchResultMessages = defineMessages({
  title: { id: 'searchResult.title', defaultMessage: 'Sökresultat' },
  heading: { id: 'searchResult.heading', defaultMessage: 'Sökresultat för ”{query}”' },
  search: { id: 'searchResult.search', defaultMessage: 'Sök bokning' },
  submit: { id: 'searchResult.submit', defaultMessage: 'Sök' },
  count: { id: 'searchResult.count', defaultMessage: '{count, plural, one {# bokning hittades} other {# bokningar hittades}}' },
  showMore: { id: 'searchResult.showMore', defaultMessage: 'Visa fler ({shown} av {count})' },
  empty: {
    id: 'searchResult.empty',
    defaultMessage: 'Tyvärr gav din sökning inget resultat. Försök igen med att ändra sökkriterier.',
  },
  failed: { id: 'searchResult.failed', defaultMessage: 'Något gick fel, försök igen om en stund.' },
});
