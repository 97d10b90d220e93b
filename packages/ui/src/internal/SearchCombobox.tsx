import { LIMITS, searchEnabled } from '@backoffice/domain';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { labels } from '../labels';
import { VisuallyHidden } from './field.styles';
import {
  GroupLabel,
  List,
  Note,
  Option,
  OptionDetail,
  Popup,
  Root,
  SearchInput,
} from './SearchCombobox.styles';
import { useDebouncedEffect } from './useDebounced';

export interface ComboItem {
  key: string;
  label: string;
  detail?: string | null | undefined;
  group?: string | undefined;
}

export interface SearchComboboxProps {
  /** The accessible name of the input (and of the list). */
  label: string;
  id?: string;
  placeholder?: string | undefined;
  items: readonly ComboItem[];
  /** Group id → heading, in the order groups are shown. Items of other groups follow, in order. */
  groupLabels?: Readonly<Record<string, string>>;
  loading?: boolean;
  error?: string | null | undefined;
  /** Called with the trimmed text once it has 3 characters and the user paused for 600 ms (§5, §9). */
  onSearch: (query: string) => void;
  onPick: (item: ComboItem) => void;
  debounceMs?: number;
  /** In the page flow (inside a popover) rather than floating under the input. */
  inline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  /** Clears the text after a pick (the finder); otherwise the text becomes the picked label. */
  clearOnPick?: boolean;
}

interface Section {
  id: string;
  label: string | null;
  items: { item: ComboItem; index: number }[];
}

/**
 * The search combobox under the finder and the affiliate inline edit (ARIA 1.2 pattern): the list
 * appears from 3 characters, searches are debounced, ArrowUp/Down move, Enter picks, Escape closes
 * the list and then clears the text.
 */
export function SearchCombobox({
  label,
  id,
  placeholder,
  items,
  groupLabels,
  loading = false,
  error,
  onSearch,
  onPick,
  debounceMs = LIMITS.searchDebounceMs,
  inline = false,
  inputRef,
  describedBy,
  invalid = false,
  disabled = false,
  clearOnPick = false,
}: SearchComboboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const listId = `${inputId}-list`;
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useDebouncedEffect(query, debounceMs, (q) => {
    if (!searchEnabled(q)) return;
    setSearched(q.trim());
    onSearch(q.trim());
  });

  const enabled = searchEnabled(query);
  // Until the pause is over the results on screen belong to an older text: say we are searching.
  const pending = enabled && searched !== query.trim();
  const busy = loading || pending;

  const sections = useMemo<Section[]>(() => {
    const order = groupLabels ? Object.keys(groupLabels) : [];
    const byGroup = new Map<string, ComboItem[]>();
    for (const item of items) {
      const g = item.group ?? '';
      if (!byGroup.has(g)) byGroup.set(g, []);
      byGroup.get(g)!.push(item);
    }
    const ids = [
      ...order.filter((g) => byGroup.has(g)),
      ...[...byGroup.keys()].filter((g) => !order.includes(g)),
    ];
    let index = 0;
    return ids.map((g) => ({
      id: g,
      label: groupLabels ? (groupLabels[g] ?? labels.finder.groups.other) : null,
      items: byGroup.get(g)!.map((item) => ({ item, index: index++ })),
    }));
  }, [items, groupLabels]);
  const flat = useMemo(() => sections.flatMap((s) => s.items.map((x) => x.item)), [sections]);

  const showPopup = open && enabled && !disabled;
  const showList = showPopup && !busy && !error && flat.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const itemsKey = flat.map((i) => i.key).join('\u0000');
  // New results: nothing is active until the user moves again.
  useEffect(() => {
    void itemsKey;
    setActive(-1);
  }, [itemsKey]);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[id="${optionId(active)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (item: ComboItem) => {
    onPick(item);
    setOpen(false);
    setActive(-1);
    setQuery(clearOnPick ? '' : item.label);
    setSearched(clearOnPick ? null : item.label);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = flat.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!n) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : n - 1) : (a + step + n) % n));
    } else if (e.key === 'Enter') {
      const item = showList && active >= 0 ? flat[active] : undefined;
      if (item) {
        e.preventDefault();
        pick(item);
      }
    } else if (e.key === 'Escape') {
      if (showPopup) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        e.stopPropagation();
        setQuery('');
      }
    }
  };

  const status = !showPopup
    ? ''
    : error
      ? ''
      : busy
        ? labels.finder.searching
        : flat.length
          ? labels.finder.resultCount(flat.length)
          : labels.finder.noResults;

  return (
    <Root>
      <SearchInput
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        $invalid={invalid}
        placeholder={placeholder}
        disabled={disabled}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {showPopup ? (
        // Keyboard users drive the list from the input (aria-activedescendant); a mousedown on the
        // popup keeps focus (and the open list) in the input.
        <Popup $inline={inline} onMouseDown={(e) => e.preventDefault()}>
          {error ? (
            <Note role="alert" $danger>
              {error}
            </Note>
          ) : showList ? (
            <List ref={listRef} role="listbox" id={listId} aria-label={label}>
              {sections.map((s) => {
                const options = s.items.map(({ item, index }) => (
                  <Option
                    key={item.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => pick(item)}
                  >
                    <span>{item.label}</span>
                    {item.detail ? <OptionDetail>{item.detail}</OptionDetail> : null}
                  </Option>
                ));
                return s.label === null ? (
                  options
                ) : (
                  // biome-ignore lint/a11y/useSemanticElements: inside a listbox a group is role=group; a fieldset is not allowed there
                  <div key={s.id} role="group" aria-labelledby={`${listId}-g-${s.id}`}>
                    <GroupLabel id={`${listId}-g-${s.id}`} role="presentation">
                      {s.label}
                    </GroupLabel>
                    {options}
                  </div>
                );
              })}
            </List>
          ) : (
            <Note aria-hidden="true" $danger={false}>
              {status}
            </Note>
          )}
        </Popup>
      ) : null}
    </Root>
  );
}
