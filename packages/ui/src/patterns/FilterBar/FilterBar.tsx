import type { ReactNode } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Select, type SelectOption } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { Bar, Item } from './FilterBar.styles';

export interface FilterBarText {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export interface FilterBarSelect {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** '' means no filter ('Todos'). */
  value: string;
  onChange: (value: string) => void;
  /** The no-filter option's text; 'Todos' by default. */
  allLabel?: string;
}

export interface FilterBarProps {
  /** Names the search landmark; 'Filtros' by default. */
  label?: string;
  text?: FilterBarText;
  selects?: readonly FilterBarSelect[];
  /** Shown as 'Limpiar filtros', enabled while any filter is set. */
  onClear?: () => void;
  /** Extra controls at the end (a date range, an export button…). */
  children?: ReactNode;
}

/** A list's filters: a text filter, select filters and a clear button, in a search landmark. */
export function FilterBar({
  label = labels.filters.region,
  text,
  selects = [],
  onClear,
  children,
}: FilterBarProps) {
  const active = Boolean(text?.value.trim()) || selects.some((s) => s.value !== '');
  return (
    <Bar role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {text ? (
        <Item $grow>
          <TextField
            type="search"
            label={text.label}
            value={text.value}
            placeholder={text.placeholder}
            autoComplete="off"
            onChange={(e) => text.onChange(e.target.value)}
          />
        </Item>
      ) : null}
      {selects.map((s) => (
        <Item key={s.id} $grow={false}>
          <Select
            label={s.label}
            options={s.options}
            placeholder={s.allLabel ?? labels.filters.all}
            value={s.value}
            onValueChange={s.onChange}
          />
        </Item>
      ))}
      {children}
      {onClear ? (
        <Button variant="ghost" onClick={onClear} disabled={!active}>
          {labels.actions.clearFilters}
        </Button>
      ) : null}
    </Bar>
  );
}
