import type { ViewColumn } from '@tolk/core';
import { useIntl, type IntlShape } from 'react-intl';
import { reportTitleMessages } from './report-titles.messages.js';

/** A definition's message id as text; an unknown id shows as itself (the catalogue test keeps them known). */
export function titleText(intl: IntlShape, messageId: string): string {
  const message = reportTitleMessages[messageId as keyof typeof reportTitleMessages];
  return message ? intl.formatMessage(message) : messageId;
}

/** A column's title: its message, or for a distributed column the value and the measure under it. */
export function columnTitleText(intl: IntlShape, column: ViewColumn): string {
  if ('messageId' in column.title) return titleText(intl, column.title.messageId);
  return column.subTitle ? `${column.title.text} – ${titleText(intl, column.subTitle)}` : column.title.text;
}

export function useColumnTitle(): (column: ViewColumn) => string {
  const intl = useIntl();
  return (column) => columnTitleText(intl, column);
}
