import { Icon } from '@blueprintjs/core';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import './assignment-parts.css';

/** A rating shown as five stars, read-only; the label says the figure ("4 av 5 stjärnor"). */
export function RatingStars({ stars, label }: { readonly stars: number; readonly label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <span className="tolk-stars" role="img" aria-label={intl.formatMessage(label, { stars })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          icon={n <= stars ? 'star' : 'star-empty'}
          aria-hidden
          className={n <= stars ? 'tolk-star-on' : 'tolk-star-off'}
        />
      ))}
    </span>
  );
}
