import { Button, HTMLTable } from '@blueprintjs/core';
import type { Slice } from '@tolk/core';
import { useIntl } from 'react-intl';
import { colorAt } from './chart-colors.js';
import { reportsMessages } from './reports.messages.js';
import { useValueText } from './value-text.js';

/**
 * A chart's text alternative (spec: every chart has one for screen readers): its values as a
 * table, with the colour key. On a detail report each label is a button that toggles the filter.
 */
export function ChartLegend({
  title,
  slices,
  onPick,
  selected,
}: {
  title: string;
  slices: readonly Slice[];
  onPick?: (slice: Slice) => void;
  selected?: string | null;
}) {
  const intl = useIntl();
  const valueText = useValueText();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <HTMLTable compact className="tolk-chart-legend">
      <caption className="tolk-visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(reportsMessages.category)}</th>
          <th scope="col">{intl.formatMessage(reportsMessages.count)}</th>
          <th scope="col">{intl.formatMessage(reportsMessages.share)}</th>
        </tr>
      </thead>
      <tbody>
        {slices.map((slice, index) => (
          <tr key={slice.label}>
            <th scope="row">
              <span className="tolk-chart-key" style={{ background: colorAt(index) }} aria-hidden="true" />
              {onPick && !slice.rest ? (
                <Button
                  variant="minimal"
                  size="small"
                  active={selected === slice.label}
                  aria-pressed={selected === slice.label}
                  onClick={() => onPick(slice)}
                  aria-label={intl.formatMessage(reportsMessages.filterOn, { value: slice.label })}
                  text={slice.label}
                />
              ) : (
                slice.label
              )}
            </th>
            <td>{valueText(slice.value, 'count')}</td>
            <td>{intl.formatNumber(total === 0 ? 0 : slice.value / total, { style: 'percent', maximumFractionDigits: 1 })}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
