import type { Tone } from '@backoffice/domain';
import { Chart } from './Chart';

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

/** One series of bars, each bar in its category's tone: a `Chart` of kind 'bar' fed by a list. */
export function BarChart({
  title,
  data,
  formatValue,
  labelHeader,
  valueHeader,
  tone = 'info',
}: BarChartProps) {
  return (
    <Chart
      kind="bar"
      title={title}
      labelHeader={labelHeader}
      labels={data.map((d) => d.label)}
      names={data.map((d) => d.name ?? d.label)}
      series={[{ name: valueHeader, values: data.map((d) => d.value), tone }]}
      tones={data.map((d) => d.tone)}
      {...(formatValue ? { formatValue } : {})}
    />
  );
}
