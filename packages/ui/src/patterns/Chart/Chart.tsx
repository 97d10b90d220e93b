import type { Tone } from '@backoffice/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { VisuallyHidden } from '../../internal/field.styles';
import { Caption, Figure, Legend, Plot, Swatch } from './Chart.styles';

export interface ChartSeries {
  name: string;
  /** One value per label, in the labels' order. */
  values: readonly number[];
  tone?: Tone;
}

export interface ChartProps {
  title: string;
  /** Bars for categories and counts; a line for a trend over months. */
  kind: 'bar' | 'line';
  /** The short names on the horizontal axis (a phase code, a month). */
  labels: readonly string[];
  /** The row names of the table when a short label is not enough (same order as labels). */
  names?: readonly string[];
  series: readonly ChartSeries[];
  /** The header of the table's first column (what a label is: 'Fase', 'Mes'). */
  labelHeader: string;
  /** How a value reads in the table, the tooltips and over the bars (counts by default). */
  formatValue?: (value: number) => string;
  /** One tone per label, for a single series of bars coloured by category (a phase's colour). */
  tones?: readonly (Tone | undefined)[];
  height?: number;
}

const LABEL_WIDTH = 80;
const count = (n: number) => n.toLocaleString('es-ES');
const compact = new Intl.NumberFormat('es-ES', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A chart drawn by chartist (SVG, ~10 KB gzip, fetched with `import()` the first time a chart
 * mounts, so it lands in no route chunk and never near /login). The figure is named by its title
 * and the picture is one image; every number is also in a visually hidden table, so no one has to
 * read a bar's height to get a figure, and the table is there before the library has loaded.
 */
export function Chart({
  title,
  kind,
  labels,
  names,
  series,
  labelHeader,
  formatValue = count,
  tones,
  height = 200,
}: ChartProps) {
  const theme = useTheme();
  const captionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const colourOf = (tone: Tone) => theme.color.status[tone].solid;
  // A series' own tone, else the next colour of the series palette (one per agent).
  const seriesColour = (i: number): string => {
    const tone = series[i]?.tone;
    const palette = theme.color.series;
    return tone ? colourOf(tone) : (palette[i % palette.length] ?? colourOf('info'));
  };
  const empty = labels.length === 0 || series.length === 0;
  // The effect redraws when the figures change, not on every render with equal arrays.
  const key = JSON.stringify([kind, labels, series, tones, height]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the data it serialises.
  useEffect(() => {
    const el = plotRef.current;
    if (!el || empty) return;
    let cancelled = false;
    let chart: { detach(): unknown } | undefined;
    setDrawn(false);
    void import('chartist').then(({ BarChart, LineChart }) => {
      if (cancelled) return;
      const data = { labels: [...labels], series: series.map((s) => [...s.values]) };
      const integer = series.every((s) => s.values.every(Number.isInteger));
      const axisY = {
        onlyInteger: integer,
        offset: 48,
        labelInterpolationFnc: (v: unknown) => compact.format(Number(v)),
      };
      const common = {
        height: `${height}px`,
        axisY,
        chartPadding: { top: 18, right: 24, bottom: 0, left: 0 },
      };
      // Chartist draws bars as stroked lines: their width follows the room each label has.
      const slot = (el.clientWidth - axisY.offset) / Math.max(1, labels.length);
      const barWidth = Math.max(4, Math.min(40, (slot * 0.7) / series.length));
      const c =
        kind === 'bar'
          ? new BarChart(el, data, { ...common, low: 0, seriesBarDistance: barWidth + 2 })
          : new LineChart(el, data, { ...common, low: 0, showArea: false, fullWidth: true });
      c.on('draw', (ctx) => {
        if (ctx.type === 'label' && kind === 'line' && ctx.axis.units.pos === 'x') {
          // A point sits at the start of its step: centre the month under the point, not the step.
          const at = ctx as unknown as { x: number };
          ctx.element.attr({ x: at.x - LABEL_WIDTH / 2, width: LABEL_WIDTH });
          const span = (ctx.element.getNode() as Element).firstElementChild as HTMLElement | null;
          if (span) span.style.width = `${LABEL_WIDTH}px`;
          return;
        }
        if (ctx.type !== 'bar' && ctx.type !== 'line' && ctx.type !== 'point') return;
        const categoryTone = ctx.type === 'bar' && series.length === 1 ? tones?.[ctx.index] : undefined;
        const colour = categoryTone
          ? colourOf(categoryTone)
          : seriesColour(ctx.type === 'bar' && series.length === 1 ? 0 : ctx.seriesIndex);
        ctx.element.attr({
          style: `stroke: ${colour}${ctx.type === 'bar' ? `; stroke-width: ${barWidth}px` : ''}`,
        });
        if (ctx.type === 'line') return;
        const label = labels[ctx.index] ?? '';
        const value = series[ctx.seriesIndex]?.values[ctx.index] ?? 0;
        ctx.element.attr({ 'data-point': label, 'data-series': series[ctx.seriesIndex]?.name ?? '' });
        ctx.element.elem('title').text(`${names?.[ctx.index] ?? label}: ${formatValue(value)}`);
        if (ctx.type === 'bar' && series.length === 1) {
          const bar = ctx as unknown as { x1: number; y2: number };
          const full = formatValue(value);
          // A shorter form ('371,6 mil €') for bars too narrow for the whole figure.
          const short = `${compact.format(value)}${full.endsWith('€') ? ' €' : ''}`;
          ctx.group
            .elem(
              'text',
              { x: bar.x1, y: bar.y2 - 4, 'text-anchor': 'middle', 'data-short': short },
              'ct-value',
            )
            .text(full);
        }
      });
      c.on('created', () => {
        if (cancelled) return;
        fitValueLabels(el, slot);
        setDrawn(true);
      });
      chart = c;
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
  }, [key, empty]);

  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{title}</Caption>
      <Plot
        ref={plotRef}
        role="img"
        aria-labelledby={captionId}
        data-chart={kind}
        data-drawn={drawn || empty ? 'true' : 'false'}
        $height={empty ? 24 : height}
      />
      {series.length > 1 && (
        <Legend aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name}>
              <Swatch $color={seriesColour(i)} />
              {s.name}
            </li>
          ))}
        </Legend>
      )}
      {/* The table inside a hidden box: a table takes its columns' width whatever its own, so
          hidden by itself fourteen agents' columns made the page 2,900 px wide. */}
      <VisuallyHidden as="div">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{names?.[i] ?? label}</th>
                {series.map((s) => (
                  <td key={s.name}>{formatValue(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}

/**
 * The figures over the bars never overlap: each must fit its bar's slot, or all take their short
 * form, or (on a narrow chart, a 1366 px window's half) none is drawn; the tooltips and the table
 * still carry every figure.
 */
function fitValueLabels(plot: HTMLElement, slot: number) {
  const texts = [...plot.querySelectorAll<SVGTextElement>('text.ct-value')];
  const fits = () => texts.every((t) => t.getComputedTextLength() <= slot - 4);
  if (texts.length === 0 || fits()) return;
  for (const t of texts) t.textContent = t.getAttribute('data-short') ?? t.textContent;
  if (fits()) return;
  for (const t of texts) t.remove();
}
