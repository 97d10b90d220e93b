/**
 * Live records: one server-sent event stream per tab (`GET /api/events`). A colleague's committed
 * write revalidates, through SWR, the open reads it concerns (the record's own reads, matched by
 * its id, and the lists and sections on screen) within a moment; a record with unsaved input on the
 * page is left as it is and its notice offers the reload instead. Our own writes are skipped (the
 * write helpers revalidate them). After a drop the stream resumes with Last-Event-ID; while it is
 * down, SWR's revalidate-on-focus still refreshes what the user comes back to.
 */
import type { LiveEventData as Event } from '@backoffice/domain/contract';
import { EventSource } from 'eventsource';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiBaseUrl } from '../api/client';
import { type ReadKey, useMe } from '../resources';
import { useSessionContext } from '../session/SessionProvider';
import { hasUnsavedInput } from '../session/unsavedInput';

export interface RecordChange {
  /** The colleague's name (null: a write nobody signed). */
  by: string | null;
  /** Not reloaded: the page had unsaved input when it came. */
  held: boolean;
}

interface LiveValue {
  changes: ReadonlyMap<string, RecordChange>;
  reload(iri: string): void;
  dismiss(iri: string): void;
}

const LiveContext = createContext<LiveValue | null>(null);

/** Events arriving together revalidate once. */
const BATCH_MS = 150;
/** A stream the server refused (an expired token...) is opened again after this long. */
const REOPEN_MS = 5_000;

const idOf = (iri: string) => /\/(\d+)$/.exec(iri)?.[1] ?? null;
/** A record's own read: /api/creditos/12, /api/loanControlDetail/12 (not a section or a list). */
const isRecordRead = (key: ReadKey) => key[1]?.id !== undefined && /\/:id$/.test(key[0]);

/**
 * Which open reads a batch of writes makes stale: the reads of those records (by id, whatever the
 * route that reads them) unless the page has unsaved input, and every list and section on screen.
 */
export function staleReads(ids: ReadonlySet<string>, editing: boolean) {
  return (key: unknown): boolean => {
    if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
    const read = key as unknown as ReadKey;
    const id = read[1]?.id;
    if (isRecordRead(read)) return id !== undefined && ids.has(id) && !editing;
    return !(editing && id !== undefined && ids.has(id));
  };
}

export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { actor } = useSessionContext();
  const { userId } = useMe();
  const { mutate } = useSWRConfig();
  const [changes, setChanges] = useState<ReadonlyMap<string, RecordChange>>(new Map());

  useEffect(() => {
    if (userId === null) return;
    const me = `/api/users/${userId}`;
    let stream: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let flushing: ReturnType<typeof setTimeout> | undefined;
    let lastId = '';
    let stopped = false;
    const batch: Event[] = [];
    const flush = () => {
      flushing = undefined;
      const theirs = batch.splice(0).filter((e) => e.by?.['@id'] !== me);
      if (theirs.length === 0) return;
      const editing = hasUnsavedInput();
      const ids = new Set(theirs.map((e) => idOf(e['@id'])).filter((id): id is string => id !== null));
      void mutate(staleReads(ids, editing));
      setChanges((before) => {
        const next = new Map(before);
        for (const e of theirs) next.set(e['@id'], { by: e.by?.name || null, held: editing });
        return next;
      });
    };
    const open = () => {
      const token = actor.getSnapshot().context.token;
      if (!token || stopped) return;
      const s = new EventSource(`${apiBaseUrl}/api/events`, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: {
              ...init?.headers,
              authorization: `Bearer ${actor.getSnapshot().context.token ?? token}`,
              ...(lastId ? { 'last-event-id': lastId } : {}),
            },
          }),
      });
      stream = s;
      s.addEventListener('ready', (m) => {
        lastId = m.lastEventId || lastId;
      });
      s.addEventListener('write', (m) => {
        if (m.lastEventId) lastId = m.lastEventId;
        batch.push(JSON.parse(m.data) as Event);
        flushing ??= setTimeout(flush, BATCH_MS);
      });
      // Refused or ended for good (not the browser's own retry): open a new one in a while.
      s.onerror = () => {
        if (s.readyState !== EventSource.CLOSED || stopped) return;
        clearTimeout(reopen);
        reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      stream?.close();
      clearTimeout(reopen);
      clearTimeout(flushing);
    };
  }, [actor, userId, mutate]);

  const reload = useCallback(
    (iri: string) => {
      const id = idOf(iri);
      if (id) void mutate(staleReads(new Set([id]), false));
      setChanges((before) => {
        const next = new Map(before);
        const c = next.get(iri);
        if (c) next.set(iri, { ...c, held: false });
        return next;
      });
    },
    [mutate],
  );
  const dismiss = useCallback((iri: string) => {
    setChanges((before) => {
      const next = new Map(before);
      next.delete(iri);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ changes, reload, dismiss }), [changes, reload, dismiss]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** The latest colleague's change to the record on screen, with its reload and dismiss actions. */
export function useRecordChange(iri: string | null) {
  const live = useContext(LiveContext);
  const change = iri ? (live?.changes.get(iri) ?? null) : null;
  return {
    change,
    reload: () => iri && live?.reload(iri),
    dismiss: () => iri && live?.dismiss(iri),
  };
}
