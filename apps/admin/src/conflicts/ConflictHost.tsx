import { formatInstant, messages } from '@backoffice/domain';
import type { LastChange } from '@backoffice/domain/recordVersions';
import { ConflictDialog, type ConflictLastChange } from '@backoffice/ui';
import { investorDetailLabels } from '@backoffice/ui/screens/investor/detail';
import { loanDetailLabels } from '@backoffice/ui/screens/loan';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { pathOf, versionedRecordOf } from '../api/client';
import { fetchRead, isReadKey, type ReadKey } from '../resources/keys';
import { useApi } from '../session/SessionProvider';
import { actionChanges, conflictChanges, conflictStore, memberOf } from './conflicts';

/** The names the pages give the fields of a record, by its path (its API name otherwise). */
const FIELD_LABELS: readonly (readonly [prefix: string, labels: Readonly<Record<string, string>>])[] = [
  ['/api/inversores/', investorDetailLabels.fields],
  ['/api/creditos/', { ...loanDetailLabels.fields, estadoCd: loanDetailLabels.fields.status }],
];
const labelOf = (path: string) => (field: string) =>
  FIELD_LABELS.find(([prefix]) => path.startsWith(prefix))?.[1][field] ?? field;

/** True for an SWR key whose read answers the record at this path (its version, its data). */
function readsRecord(key: unknown, record: string): boolean {
  if (!isReadKey(key) || !key[0].startsWith('GET ')) return false;
  try {
    return versionedRecordOf('GET', pathOf(key[0], key[1] ?? undefined)) === record;
  } catch {
    return false;
  }
}

const asRecord = (data: unknown) =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;

/** The server's word on the newest change, as the dialog shows it. */
const lastChangeShown = (
  m: LastChange | null | undefined,
  label: (f: string) => string,
): ConflictLastChange | null =>
  m ? { by: m.by, at: formatInstant(m.at), fields: m.fields.map(label) } : null;

/**
 * The dialog of a save or an action refused as stale (412): reads the other person's version,
 * shows the fields that differ (a save: theirs and the user's input; an action: theirs and what the
 * page showed) and who changed it last, and settles the held request: 'Recargar' gives it up and
 * reloads the record (a form keeps the input), 'Guardar/Continuar de todos modos' sends it again
 * over the current version.
 */
export function ConflictHost() {
  const conflict = useSyncExternalStore(conflictStore.subscribe, conflictStore.get);
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [changes, setChanges] = useState<ReturnType<typeof conflictChanges> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setChanges(null);
    setError(null);
    if (!conflict) return;
    let live = true;
    const label = labelOf(conflict.path);
    const compare = async () => {
      if (conflict.body !== undefined)
        return conflictChanges(conflict.body, await api.get(conflict.path), label);
      // An action: the record (or its row in a list) as the page shows it, in the first read of
      // the SWR cache that holds it, against the same read made now. The cache is left as it is.
      const keys: ReadKey[] = [];
      await mutate((key) => {
        if (isReadKey(key) && key[0].startsWith('GET ')) keys.push(key);
        return false;
      });
      keys.sort((a, b) => Number(readsRecord(b, conflict.path)) - Number(readsRecord(a, conflict.path)));
      for (const key of keys) {
        let cached: unknown;
        await mutate(
          key,
          (data: unknown) => {
            cached = data;
            return data;
          },
          { revalidate: false, populateCache: false },
        );
        const own = readsRecord(key, conflict.path);
        const seen = own ? asRecord(cached) : memberOf(cached, conflict.path);
        if (!seen) continue;
        const now = await fetchRead(api, key);
        return actionChanges(seen, (own ? asRecord(now) : memberOf(now, conflict.path)) ?? {}, label);
      }
      return [];
    };
    compare().then(
      (found) => live && setChanges(found),
      () => {
        if (!live) return;
        setError(messages.http[409]);
        setChanges([]);
      },
    );
    return () => {
      live = false;
    };
  }, [conflict, api, mutate]);

  if (!conflict) return null;
  const label = labelOf(conflict.path);
  return (
    <ConflictDialog
      open
      kind={conflict.body === undefined ? 'action' : 'save'}
      changes={changes}
      error={error}
      lastChange={lastChangeShown(conflict.modified, label)}
      onReload={() => {
        api.forgetVersion(conflict.path);
        conflict.settle(null);
        // Every read of the record: its own, and those answering its version (a loan's detail).
        void mutate((key) => readsRecord(key, conflict.path));
      }}
      onSaveAnyway={() => conflict.settle(conflict.current)}
    />
  );
}
