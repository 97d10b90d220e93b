import { useMemo } from 'react';
import { labels } from '#labels';
import { type ComboItem, SearchCombobox } from '../../internal/SearchCombobox';
import { Root } from './Finder.styles';

/** One search hit; `type` groups it (borrower, loan, investor, affiliate) and decides where it opens. */
export interface FinderResult {
  id: string | number;
  type: string;
  label: string;
  detail?: string | null;
}

export interface FinderProps<R extends FinderResult = FinderResult> {
  results: readonly R[];
  loading?: boolean;
  error?: string | null;
  /** The trimmed text, once it has 3 characters and the user paused 600 ms (spec §5, §9). */
  onSearch: (query: string) => void;
  /** The result chosen (click or Enter); the app opens it by its type (domain searchResultPath). */
  onPick: (result: R) => void;
  label?: string;
  placeholder?: string;
}

const GROUPS = labels.finder.groups;

/**
 * The global finder: a pure combobox. Nothing is listed below 3 characters; the search waits for
 * a 600 ms pause; results are grouped by type under a heading; ArrowUp/Down move, Enter opens,
 * Escape closes the list and then clears the text.
 */
export function Finder<R extends FinderResult>({
  results,
  loading = false,
  error,
  onSearch,
  onPick,
  label = labels.finder.label,
  placeholder = labels.finder.placeholder,
}: FinderProps<R>) {
  const items = useMemo<ComboItem[]>(
    () =>
      results.map((r) => {
        const type = r.type.trim().toLowerCase();
        return {
          key: `${type}:${r.id}`,
          label: r.label,
          detail: r.detail,
          group: Object.hasOwn(GROUPS, type) ? type : 'other',
        };
      }),
    [results],
  );
  return (
    <Root>
      <SearchCombobox
        label={label}
        placeholder={placeholder}
        items={items}
        groupLabels={GROUPS}
        loading={loading}
        error={error}
        onSearch={onSearch}
        onPick={(item) => {
          const picked = results[items.indexOf(item)];
          if (picked) onPick(picked);
        }}
        clearOnPick
      />
    </Root>
  );
}
