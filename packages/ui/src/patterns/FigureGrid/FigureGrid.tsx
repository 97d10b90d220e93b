import { Figure, Grid, Label, Value } from './FigureGrid.styles';

/** 'dashboard': roomy cards, the value above its label; 'totals': compact, the label above. */
export type FigureGridVariant = 'dashboard' | 'totals';

/** One figure: what it counts and its value, already formatted. */
export interface FigureGridItem {
  label: string;
  value: string;
}

export interface FigureGridProps {
  /** Names the region of figures. */
  label: string;
  figures: readonly FigureGridItem[];
  variant?: FigureGridVariant;
}

/**
 * The figures of a dashboard or a tool's totals: a named region holding a description list, each
 * figure a card of label and value.
 */
export function FigureGrid({ label, figures, variant = 'dashboard' }: FigureGridProps) {
  return (
    <section aria-label={label}>
      <Grid $variant={variant}>
        {figures.map((f) => (
          <Figure key={f.label} $variant={variant}>
            <Label>{f.label}</Label>
            <Value>{f.value}</Value>
          </Figure>
        ))}
      </Grid>
    </section>
  );
}
