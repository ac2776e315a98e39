import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Pie } from '@visx/shape';
import { Text } from '@visx/text';
import type { Slice } from '@tolk/core';
import { useIntl } from 'react-intl';
import { ChartLegend } from './chart-legend.js';
import { colorAt } from './chart-colors.js';
import { reportsMessages } from './reports.messages.js';

export interface ChartProps {
  readonly title: string;
  /** The series, aggregated by core; the chart only draws it. */
  readonly slices: readonly Slice[];
  readonly kind: 'bar' | 'pie';
  readonly onPick?: (slice: Slice) => void;
  readonly selected?: string | null;
  readonly testId?: string;
}

const WIDTH = 420;
const HEIGHT = 240;

/** A chart with its text alternative: the drawing is an image named by its title, the values a table. */
export function ReportChart({ title, slices, kind, onPick, selected, testId }: ChartProps) {
  const intl = useIntl();
  return (
    <figure className="tolk-report-chart" data-testid={testId}>
      <figcaption className="tolk-report-chart-title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={intl.formatMessage(reportsMessages.chartAlternative, { title })}
        className="tolk-report-chart-drawing"
      >
        {kind === 'bar' ? (
          <Bars slices={slices} onPick={onPick} selected={selected} />
        ) : (
          <PieSlices slices={slices} onPick={onPick} selected={selected} />
        )}
      </svg>
      <ChartLegend title={title} slices={slices} onPick={onPick} selected={selected} />
    </figure>
  );
}

type DrawProps = Pick<ChartProps, 'slices' | 'onPick' | 'selected'>;

function Bars({ slices, onPick, selected }: DrawProps) {
  const margin = { top: 10, bottom: 60, left: 10, right: 10 };
  const x = scaleBand<string>({ domain: slices.map((s) => s.label), range: [margin.left, WIDTH - margin.right], padding: 0.2 });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...slices.map((s) => s.value))],
    range: [HEIGHT - margin.bottom, margin.top],
  });
  return (
    <Group>
      {slices.map((slice, index) => {
        const barX = x(slice.label) ?? 0;
        const barY = y(slice.value);
        return (
          <Group key={slice.label} data-label={slice.label}>
            <Bar
              x={barX}
              y={barY}
              width={x.bandwidth()}
              height={HEIGHT - margin.bottom - barY}
              fill={colorAt(index)}
              opacity={selected && selected !== slice.label ? 0.4 : 1}
              onClick={onPick && !slice.rest ? () => onPick(slice) : undefined}
              className={onPick && !slice.rest ? 'tolk-chart-pickable' : undefined}
            />
            <Text
              x={barX + x.bandwidth() / 2}
              y={HEIGHT - margin.bottom + 6}
              angle={35}
              verticalAnchor="start"
              fontSize={10}
              width={80}
            >
              {slice.label}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

function PieSlices({ slices, onPick, selected }: DrawProps) {
  const radius = HEIGHT / 2 - 10;
  return (
    <Group top={HEIGHT / 2} left={WIDTH / 2}>
      <Pie data={[...slices]} pieValue={(s) => s.value} outerRadius={radius} innerRadius={radius * 0.45} pieSortValues={null}>
        {(pie) =>
          pie.arcs.map((arc, index) => (
            <path
              key={arc.data.label}
              data-label={arc.data.label}
              d={pie.path(arc) ?? ''}
              fill={colorAt(index)}
              opacity={selected && selected !== arc.data.label ? 0.4 : 1}
              onClick={onPick && !arc.data.rest ? () => onPick(arc.data) : undefined}
              className={onPick && !arc.data.rest ? 'tolk-chart-pickable' : undefined}
            />
          ))
        }
      </Pie>
    </Group>
  );
}
