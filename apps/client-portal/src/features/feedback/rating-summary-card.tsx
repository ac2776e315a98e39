import { Button, Card, H2, Icon } from '@blueprintjs/core';
import { ratingPeriod, ratingSummary, starFill, type RatingSummary } from '@tolk/core';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { feedbackMessages as m } from './feedback.messages.js';

/**
 * The dashboard's rating card (spec 2 §9): the average of the last three months, one decimal in
 * the language's format, stars filled 20 % per point, and the count of orders still to rate,
 * which opens the list on them (fulfilled and accepted, unrated; spec 2 §2). It reloads after
 * every rating. Its quarter of orders (hundreds, about 2 MB of JSON) is fetched once the calendar
 * has its week: the calendar comes first on the network and the main thread (issue 12).
 */
export const RatingSummaryCard = observer(function RatingSummaryCard({
  calendar,
}: {
  readonly calendar: { readonly calendarSettled: boolean };
}) {
  const root = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  const ratedCount = root.feedback.ratedCount;

  useEffect(() => {
    let live = true;
    const stopWaiting = when(
      () => calendar.calendarSettled,
      () => {
        const now = root.clock.now();
        const period = ratingPeriod(now);
        root.followUp.source.inPeriod(period.from, period.to).then(
          (assignments) => live && setSummary(ratingSummary(assignments, now)),
          () => undefined,
        );
      },
    );
    return () => {
      live = false;
      stopWaiting();
    };
  }, [root, calendar, ratedCount]);

  const period = ratingPeriod(root.clock.now());
  const fill = starFill(summary?.average ?? null);
  return (
    <Card className="tolk-rating-summary" aria-busy={summary === null} data-testid="rating-summary">
      <H2>
        <FormattedMessage {...m.averageTitle} />
      </H2>
      <span className="tolk-muted">
        <FormattedMessage {...m.averagePeriod} />
      </span>
      {summary?.average != null ? (
        <>
          <span
            className="tolk-star-fill"
            role="img"
            aria-label={intl.formatMessage(m.averageValue, {
              average: intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}
          >
            {fill.map((percent, i) => (
              <span key={i} className="tolk-star-fill-one" aria-hidden>
                <Icon icon="star-empty" />
                <span className="tolk-star-fill-on" style={{ width: `${percent}%` }}>
                  <Icon icon="star" />
                </span>
              </span>
            ))}
          </span>
          <strong data-testid="rating-average">
            <FormattedMessage
              {...m.averageValue}
              values={{
                average: <FormattedNumber value={summary.average} minimumFractionDigits={1} maximumFractionDigits={1} />,
              }}
            />
          </strong>
        </>
      ) : summary ? (
        <span>
          <FormattedMessage {...m.averageNone} />
        </span>
      ) : null}
      {summary ? (
        <Button
          variant="minimal"
          icon="star-empty"
          data-testid="rating-unrated"
          onClick={() =>
            navigate('/my-assignment', {
              state: { isFromDashboard: true, from: period.from.toString(), to: period.to.toString(), unrated: true },
            })
          }
        >
          <FormattedMessage {...m.unrated} values={{ count: summary.unratedCount }} />
        </Button>
      ) : null}
    </Card>
  );
});
