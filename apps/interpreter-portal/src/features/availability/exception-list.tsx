import { Button, Icon } from '@blueprintjs/core';
import type { AvailabilityException } from '@tolk/core';
import { formatTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayMessages as m } from './availability.messages.js';
import { forText, kindText } from './availability-text.js';
import type { DaysStore } from './days-store.js';
import { ExceptionForm } from './exception-form.js';

/**
 * The day's exceptions (spec 3 §2): from and to, the kind; clicking one that may change opens it in
 * the form, and each that may go has a delete control. A past day without any says "Inga undantag".
 */
export const ExceptionList = observer(function ExceptionList({ days, onDeleted }: { days: DaysStore; onDeleted: () => void }) {
  const exceptions = days.dayExceptions;
  if (exceptions.length === 0) {
    return (
      <p className="tolk-muted">
        <FormattedMessage {...(days.changeable ? m.noExceptionYet : m.noException)} />
      </p>
    );
  }
  return (
    <ul className="tolk-exception-list">
      {exceptions.map((exception) => (
        <li key={exception.id}>
          {days.form?.existing?.id === exception.id ? (
            <ExceptionForm days={days} form={days.form} />
          ) : (
            <ExceptionRow exception={exception} days={days} onDeleted={onDeleted} />
          )}
        </li>
      ))}
    </ul>
  );
});

const ExceptionRow = observer(function ExceptionRow({
  exception,
  days,
  onDeleted,
}: {
  exception: AvailabilityException;
  days: DaysStore;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const range = formatTimeRange(intl.locale, exception.from, exception.to);
  const text = (
    <>
      <span className="tolk-exception-range">{range}</span> {kindText(intl, exception.kind)}
      {exception.kind === 'unavailable' ? null : ` (${forText(intl, exception.availableFor)})`}
    </>
  );
  const editable = days.canEdit(exception);
  return (
    <div className={`tolk-exception tolk-kind-${exception.kind}`}>
      {editable ? (
        <button
          type="button"
          className="tolk-exception-text tolk-exception-edit"
          disabled={days.form !== null}
          onClick={() => days.editException(exception)}
        >
          <span className="tolk-visually-hidden">
            <FormattedMessage {...m.editException} />{' '}
          </span>
          {text} <Icon icon="edit" size={12} />
        </button>
      ) : (
        <span className="tolk-exception-text">
          {text}
          {days.changeable ? (
            <span className="tolk-muted">
              {' · '}
              <FormattedMessage {...m.locked} />
            </span>
          ) : null}
        </span>
      )}
      {days.canDelete(exception) ? (
        <Button
          variant="minimal"
          icon="trash"
          aria-label={intl.formatMessage(m.deleteException, { range })}
          disabled={days.saving}
          onClick={() => void days.deleteException(exception).then((deleted) => deleted && onDeleted())}
        />
      ) : null}
    </div>
  );
});
