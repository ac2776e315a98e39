import { Icon } from '@blueprintjs/core';
import { MAX_STARS } from '@tolk/core';
import { useIntl } from 'react-intl';
import { feedbackMessages as m } from './feedback.messages.js';
import './feedback.css';

/**
 * Five stars to choose from (0 is none): one button per star, each named ("3 stjärnor") and
 * pressed up to the chosen one, so it works by keyboard (Tab, Enter, Space) and for screen readers.
 */
export function StarInput({
  value,
  onChange,
  label,
  disabled = false,
}: {
  readonly value: number;
  readonly onChange: (stars: number) => void;
  readonly label: string;
  readonly disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={label} className="tolk-star-input">
      {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((stars) => (
        <button
          key={stars}
          type="button"
          className="tolk-star-button"
          aria-label={intl.formatMessage(m.starLabel, { stars })}
          aria-pressed={stars <= value}
          disabled={disabled}
          onClick={() => onChange(stars)}
        >
          <Icon
            icon={stars <= value ? 'star' : 'star-empty'}
            aria-hidden
            className={stars <= value ? 'tolk-star-on' : 'tolk-star-off'}
          />
        </button>
      ))}
    </div>
  );
}
