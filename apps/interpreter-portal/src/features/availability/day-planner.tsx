import type { PlannerGeometry } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayMessages as m } from './availability.messages.js';
import { hhmm, intervalText, kindText, pieceRange } from './availability-text.js';

/** A bar shorter than this shows no times inside it (its words are in the list all the same). */
const LABELLED_BAR_PX = 18;

/**
 * The 24-hour planner (spec 3 §2, §9: 50 px per hour) drawn as core's `plannerGeometry` gives it:
 * bars placed absolutely by their top and height, hour lines with their wall-clock labels, the
 * repeated autumn hour and the hour after the spring skip marked. The bars are pictures; the same
 * intervals are a list for screen readers.
 */
export const DayPlanner = observer(function DayPlanner({ geometry }: { geometry: PlannerGeometry }) {
  const intl = useIntl();
  const headingId = useId();
  const repeated = geometry.hours.some((hour) => hour.repeated);
  const skipped = geometry.hours.some((hour) => hour.afterSkippedHour);
  return (
    <section aria-labelledby={headingId} className="tolk-planner-section">
      <h3 id={headingId} className="tolk-drawer-subheading">
        <FormattedMessage {...m.planner} />
      </h3>
      {repeated || skipped ? (
        <p className="tolk-planner-note">
          <FormattedMessage {...(repeated ? m.fallBackNote : m.springForwardNote)} />
        </p>
      ) : null}
      <ul className="tolk-visually-hidden" aria-label={intl.formatMessage(m.plannerList)}>
        {geometry.bars.length === 0 ? (
          <li>
            <FormattedMessage {...m.plannerEmpty} />
          </li>
        ) : (
          geometry.bars.map((bar) => <li key={bar.interval.from.toString()}>{intervalText(intl, bar.interval)}</li>)
        )}
      </ul>
      <div className="tolk-planner" style={{ height: geometry.height }} aria-hidden="true">
        {geometry.hours.map((hour) => (
          <div
            key={hour.top}
            className={`tolk-planner-hour${hour.repeated ? ' tolk-planner-repeated' : ''}${hour.afterSkippedHour ? ' tolk-planner-skipped' : ''}`}
            style={{ top: hour.top }}
          >
            <span className="tolk-planner-label">
              {hhmm(hour.time)}
              {hour.repeated ? (
                <span className="tolk-planner-mark">
                  {' '}
                  <FormattedMessage {...m.repeatedHour} />
                </span>
              ) : null}
              {hour.afterSkippedHour ? (
                <span className="tolk-planner-mark">
                  {' '}
                  <FormattedMessage {...m.skippedHour} />
                </span>
              ) : null}
            </span>
          </div>
        ))}
        {geometry.bars.map((bar) => (
          <div
            key={bar.interval.from.toString()}
            className={`tolk-planner-bar tolk-kind-${bar.interval.kind}`}
            style={{ top: bar.top, height: bar.height }}
          >
            {bar.height >= LABELLED_BAR_PX ? (
              <span className="tolk-planner-bar-text">
                {pieceRange(intl, bar.interval)} {kindText(intl, bar.interval.kind)}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
});
