import type { Tone } from '@backoffice/domain';
import { useId } from 'react';
import { useTheme } from 'styled-components';
import { VisuallyHidden } from '../../internal/field.styles';
import { AxisText, BaseLine, Caption, Figure, Svg, ValueText } from './BarChart.styles';

export interface BarDatum {
  /** The bar's name under it (short: a phase code, a month). */
  label: string;
  /** The name in the table and the tooltip when the short label is not enough. */
  name?: string;
  value: number;
  tone?: Tone;
}

export interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  /** How a value reads (counts as integers by default; amounts as euros). */
  formatValue?: (value: number) => string;
  /** The header of the table that carries the same data for assistive tech. */
  labelHeader: string;
  valueHeader: string;
  tone?: Tone;
}

const WIDTH = 480;
const HEIGHT = 180;
const TOP = 18;
const BOTTOM = 22;
const GAP = 0.25;

const count = (n: number) => n.toLocaleString('es-ES');

/**
 * Vertical bars in plain SVG, scaled to the largest value. The picture is one image named by the
 * title; the numbers are also in a visually hidden table (and in each bar's tooltip), so no one
 * needs to read a height to get a figure.
 */
export function BarChart({
  title,
  data,
  formatValue = count,
  labelHeader,
  valueHeader,
  tone = 'info',
}: BarChartProps) {
  const theme = useTheme();
  const captionId = useId();
  const max = Math.max(0, ...data.map((d) => d.value));
  const slot = data.length > 0 ? WIDTH / data.length : WIDTH;
  const barWidth = slot * (1 - GAP);
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={captionId}>
        {data.map((d, i) => {
          const h = max > 0 ? Math.max(d.value > 0 ? 1 : 0, (d.value / max) * plot) : 0;
          const x = i * slot + (slot - barWidth) / 2;
          const y = TOP + plot - h;
          return (
            <g key={d.label} data-bar={d.label}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={h}
                rx={2}
                fill={theme.color.status[d.tone ?? tone].solid}
              >
                <title>{`${d.name ?? d.label}: ${formatValue(d.value)}`}</title>
              </rect>
              <ValueText x={x + barWidth / 2} y={y - 4} textAnchor="middle">
                {formatValue(d.value)}
              </ValueText>
              <AxisText x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                {d.label}
              </AxisText>
            </g>
          );
        })}
        <BaseLine x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
      </Svg>
      <VisuallyHidden as="table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.name ?? d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </Figure>
  );
}
