import { LIMITS, matchesSearch, searchEnabled } from '@backoffice/domain';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '#internal/field.styles';
import { useDebouncedEffect } from '#internal/useDebounced';
import { labels } from '#labels';
import { Modal } from '#primitives/Modal';
import {
  Body,
  GroupLabel,
  Input,
  List,
  Note,
  Option,
  OptionDetail,
  OptionRefusal,
} from './CommandPalette.styles';
import { CommandPaletteTrigger, usePaletteShortcut } from './CommandPaletteTrigger';

/** A page or an action: found locally, from the first character, by its label and detail. */
export interface PaletteItem {
  id: string;
  label: string;
  detail?: string | null;
  /**
   * Why it cannot run now (an action its screen shows disabled, with the same reason): it is
   * listed, marked disabled and says why, and Enter or a click leaves it.
   */
  refusal?: string | null;
}

/** A record found by the server's search (borrower, loan, investor, affiliate), as the finder shows it. */
export interface PaletteRecord extends PaletteItem {
  type: string;
}

export type PaletteChoice =
  | { kind: 'action'; item: PaletteItem }
  | { kind: 'route'; item: PaletteItem }
  | { kind: 'record'; item: PaletteRecord };

export interface CommandPaletteProps {
  open: boolean;
  /** The trigger, Ctrl+K / Cmd+K, Escape, the close button and a pick call this. */
  onOpenChange: (open: boolean) => void;
  /** Every page the user may open (the app passes the domain's paletteRoutes of their menu). */
  routes: readonly PaletteItem[];
  /** The actions the user may run on the record in view, as the screen registered them. */
  actions: readonly PaletteItem[];
  /** The answer to the last `onSearch`. */
  records: readonly PaletteRecord[];
  /** True while the record search is under way. */
  loading?: boolean;
  /** The record search failed: the Spanish text to show (pages and actions still show). */
  error?: string | null;
  /** The trimmed text, once it has 3 characters and the user paused 600 ms (spec §5, §9), as the finder. */
  onSearch: (query: string) => void;
  onPick: (choice: PaletteChoice) => void;
  /** At most this many pages (and as many actions) are listed; the text narrows them. */
  limit?: number;
}

const RECORD_GROUPS = labels.finder.groups;
const L = labels.commandPalette;

/**
 * The keyboard palette of issue 17: Ctrl+K (Cmd+K on a Mac) or the top bar's button opens a modal
 * with a combobox. Actions on the record in view and pages match from the first character,
 * accents and case aside; records come from the finder's search (3 characters, 600 ms pause).
 * ArrowUp/Down move through every result, Enter opens the active one (the first, until the user
 * moves), Escape closes, and focus returns to where it was. A live region reads the count.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const { open, onOpenChange } = props;
  const inputRef = useRef<HTMLInputElement>(null);

  usePaletteShortcut(
    open,
    () => onOpenChange(true),
    () => inputRef.current?.select(),
  );

  return (
    <>
      <CommandPaletteTrigger onOpen={() => onOpenChange(true)} />
      <Modal
        open={open}
        onClose={() => onOpenChange(false)}
        title={L.title}
        size="md"
        initialFocus={inputRef}
      >
        <PaletteBody {...props} inputRef={inputRef} />
      </Modal>
    </>
  );
}

interface Section {
  id: string;
  label: string;
  entries: { choice: PaletteChoice; index: number }[];
}

/** Mounted on each opening, so every opening starts empty. */
function PaletteBody({
  routes,
  actions,
  records,
  loading = false,
  error = null,
  onSearch,
  onPick,
  onOpenChange,
  limit = 8,
  inputRef,
}: CommandPaletteProps & { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  useDebouncedEffect(query, LIMITS.searchDebounceMs, (q) => {
    if (!searchEnabled(q)) return;
    setSearched(q.trim());
    onSearch(q.trim());
  });

  const recordsOn = searchEnabled(query);
  // Until the pause is over the records on screen belong to an older text: say we are searching.
  const searching = recordsOn && (loading || searched !== query.trim());
  const recordError = recordsOn && !searching ? error : null;

  const sections = useMemo<Section[]>(() => {
    let index = 0;
    const section = (sid: string, label: string, choices: PaletteChoice[]): Section => ({
      id: sid,
      label,
      entries: choices.map((choice) => ({ choice, index: index++ })),
    });
    const local = (items: readonly PaletteItem[]) =>
      items.filter((i) => matchesSearch(query, i.label, i.detail)).slice(0, limit);
    const out: Section[] = [
      section(
        'actions',
        L.groups.actions,
        local(actions).map((item) => ({ kind: 'action', item })),
      ),
      section(
        'routes',
        L.groups.routes,
        local(routes).map((item) => ({ kind: 'route', item })),
      ),
    ];
    if (recordsOn && !searching && !recordError) {
      const types = Object.keys(RECORD_GROUPS);
      const typeOf = (r: PaletteRecord) => {
        const t = r.type.trim().toLowerCase();
        return types.includes(t) ? t : 'other';
      };
      for (const t of types) {
        const group = records.filter((r) => typeOf(r) === t);
        out.push(
          section(
            `record-${t}`,
            RECORD_GROUPS[t as keyof typeof RECORD_GROUPS],
            group.map((item) => ({ kind: 'record', item })),
          ),
        );
      }
    }
    return out.filter((s) => s.entries.length > 0);
  }, [actions, routes, records, query, recordsOn, searching, recordError, limit]);
  const flat = useMemo(() => sections.flatMap((s) => s.entries.map((e) => e.choice)), [sections]);

  // New results: the first that can run is active again, so Enter opens the best match at once.
  const first = Math.max(
    0,
    flat.findIndex((c) => !c.item.refusal),
  );
  // For the one render between new results and the reset below.
  const current = active < flat.length ? active : first;
  const key = flat.map((c) => `${c.kind}:${c.item.id}`).join('\u0000');
  useEffect(() => {
    void key;
    setActive(first);
  }, [key, first]);
  const listRef = useRef<HTMLDivElement>(null);
  const optionId = (i: number) => `${listId}-${i}`;
  useEffect(() => {
    listRef.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (choice: PaletteChoice) => {
    if (choice.item.refusal) return;
    onOpenChange(false);
    onPick(choice);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = flat.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + n) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = flat[current];
      if (choice) pick(choice);
    }
  };

  const typed = query.trim() !== '';
  const showList = flat.length > 0;
  const count = showList ? labels.finder.resultCount(flat.length) : '';
  const status = !typed
    ? ''
    : searching
      ? [count, L.searchingRecords].filter(Boolean).join('. ')
      : showList
        ? count
        : recordError
          ? ''
          : labels.finder.noResults;

  return (
    // Marked so the app does not count what is typed here as unsaved work (issue 17).
    <Body data-transient-input="">
      <Input
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-label={L.label}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList ? optionId(current) : undefined}
        aria-describedby={`${id}-hint`}
        $invalid={false}
        placeholder={L.placeholder}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {showList ? (
        <List ref={listRef} role="listbox" id={listId} aria-label={L.title}>
          {sections.map((s) => (
            // biome-ignore lint/a11y/useSemanticElements: inside a listbox a group is role=group; a fieldset is not allowed there
            <div key={s.id} role="group" aria-labelledby={`${listId}-g-${s.id}`}>
              <GroupLabel id={`${listId}-g-${s.id}`} role="presentation">
                {s.label}
              </GroupLabel>
              {s.entries.map(({ choice, index }) => (
                <Option
                  key={`${choice.kind}:${choice.item.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  aria-disabled={choice.item.refusal ? true : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(choice)}
                >
                  <span>{choice.item.label}</span>
                  {choice.item.detail ? <OptionDetail>{choice.item.detail}</OptionDetail> : null}
                  {choice.item.refusal ? <OptionRefusal>{choice.item.refusal}</OptionRefusal> : null}
                </Option>
              ))}
            </div>
          ))}
        </List>
      ) : null}
      {recordError ? (
        <Note role="alert" $danger>
          {recordError}
        </Note>
      ) : null}
      {typed && (searching || !showList) && !recordError ? (
        <Note aria-hidden="true" $danger={false}>
          {searching ? L.searchingRecords : labels.finder.noResults}
        </Note>
      ) : null}
      <Note id={`${id}-hint`} $danger={false}>
        {L.hint}
      </Note>
    </Body>
  );
}
