import type { InterpretationType } from '@tolk/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The interpretation types by name (spec 2 §9); the CRM's article names are these Swedish words. */
export const articleTypeMessages = defineMessages({
  Kontakttolkning: { id: 'assignments.type.onSite', defaultMessage: 'Kontakttolkning' },
  Telefontolkning: { id: 'assignments.type.telephone', defaultMessage: 'Telefontolkning' },
  Skypetolkning: { id: 'assignments.type.skype', defaultMessage: 'Skypetolkning' },
  Videotolkning: { id: 'assignments.type.video', defaultMessage: 'Videotolkning' },
});

/** The words for an article name: a known type in the user's language, any other name as the CRM gives it. */
export const articleTypeMessageOf = (articleName: string): MessageDescriptor | null =>
  (articleTypeMessages as Partial<Record<string, MessageDescriptor>>)[articleName as InterpretationType] ?? null;
