import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Sidan hittades inte' },
  heading: { id: 'notFound.heading', defaultMessage: 'Hoppsan! Sidan kunde inte hittas' },
  explanation: { id: 'notFound.explanation', defaultMessage: 'Adressen {path} finns inte i Tolkportalen.' },
  home: { id: 'notFound.home', defaultMessage: 'Till startsidan' },
});
