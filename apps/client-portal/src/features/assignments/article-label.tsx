import { Icon, type IconName } from '@blueprintjs/core';
import { articleKindOf, type ArticleKind } from '@tolk/core';
import { useIntl } from 'react-intl';
import { articleTypeMessageOf } from './article-type.messages.js';
import './assignment-parts.css';

/** The icon of each kind of interpretation (spec 2 §2); every one is in the icon loader's list. */
export const ARTICLE_ICONS: Readonly<Record<ArticleKind, IconName>> = {
  telephone: 'phone',
  'on-site': 'person',
  video: 'video',
  skype: 'mobile-video',
  simultaneous: 'headset',
  other: 'map-marker',
};

/** The article (service) name with its icon, in the user's language where the type is known. */
export function ArticleLabel({ articleName }: { readonly articleName: string }) {
  const intl = useIntl();
  const message = articleTypeMessageOf(articleName);
  return (
    <span className="tolk-article-label">
      <Icon icon={ARTICLE_ICONS[articleKindOf(articleName)]} aria-hidden />
      <span>{message ? intl.formatMessage(message) : articleName}</span>
    </span>
  );
}
