import type { StatusTone } from '../theme/tokens';
import { CountButton, Counts, CountValue } from './listFrame.styles';

/** One count button of a list: the filter value it selects, its tone, text and count. */
export interface CountItem {
  value: string;
  tone: StatusTone;
  label: string;
  count: number;
  /** A tooltip (the long name when the label is a code). */
  title?: string;
}

/** The count buttons of a catalogue (statuses, phases): one per code, its tone and label, its count. */
export function countItems<C extends string>(
  codes: readonly C[],
  catalogue: Readonly<Record<C, { readonly tone: StatusTone; readonly label: string }>>,
  counts: Readonly<Record<string, number>>,
): CountItem[] {
  return codes.map((c) => ({
    value: c,
    tone: catalogue[c].tone,
    label: catalogue[c].label,
    count: counts[c] ?? 0,
  }));
}

export interface CountsNavProps {
  /** The navigation's accessible name. */
  label: string;
  /** The first button's text ('Todos'): it clears the filter and shows `allCount`. */
  allLabel: string;
  allCount: number;
  items: readonly CountItem[];
  /** The value in the filter; '' for all. */
  selected: string;
  /** Called with the value picked ('' for all; a pressed button picked again also gives ''). */
  onSelect: (value: string) => void;
}

/** The row of count buttons over a list: 'all' and one per status or phase, toggling the filter. */
export function CountsNav({ label, allLabel, allCount, items, selected, onSelect }: CountsNavProps) {
  return (
    <nav aria-label={label}>
      <Counts>
        <li>
          <CountButton
            type="button"
            $tone="info"
            $active={selected === ''}
            aria-pressed={selected === ''}
            onClick={() => onSelect('')}
          >
            {allLabel} <CountValue>{allCount.toLocaleString('es-ES')}</CountValue>
          </CountButton>
        </li>
        {items.map((item) => (
          <li key={item.value}>
            <CountButton
              type="button"
              $tone={item.tone}
              $active={selected === item.value}
              aria-pressed={selected === item.value}
              {...(item.title === undefined ? {} : { title: item.title })}
              onClick={() => onSelect(selected === item.value ? '' : item.value)}
            >
              {item.label} <CountValue>{item.count.toLocaleString('es-ES')}</CountValue>
            </CountButton>
          </li>
        ))}
      </Counts>
    </nav>
  );
}
