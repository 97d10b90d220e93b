import { messages } from '@backoffice/domain';
import { ConflictDialog } from '@backoffice/ui';
import { investorDetailLabels } from '@backoffice/ui/screens/investor/detail';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { pathOf, versionedRecordOf } from '../api/client';
import { isReadKey } from '../resources/keys';
import { useApi } from '../session/SessionProvider';
import { conflictChanges, conflictStore } from './conflicts';

/** The names the forms give the fields of a record, by its path (its API name otherwise). */
const FIELD_LABELS: readonly (readonly [prefix: string, labels: Readonly<Record<string, string>>])[] = [
  ['/api/inversores/', investorDetailLabels.fields],
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

/**
 * The dialog of a save refused as stale (412): reads the other person's version, shows the fields
 * that differ, and settles the held save: 'Recargar' gives it up and reloads the record (the form
 * keeps the input), 'Guardar de todos modos' sends it again over the current version.
 */
export function ConflictHost() {
  const conflict = useSyncExternalStore(conflictStore.subscribe, conflictStore.get);
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [current, setCurrent] = useState<Readonly<Record<string, unknown>> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setCurrent(null);
    setError(null);
    if (!conflict) return;
    let live = true;
    api.get<Record<string, unknown>>(conflict.path).then(
      (record) => live && setCurrent(record),
      () => {
        if (!live) return;
        setError(messages.http[409]);
        setCurrent({});
      },
    );
    return () => {
      live = false;
    };
  }, [conflict, api]);

  if (!conflict) return null;
  return (
    <ConflictDialog
      open
      changes={
        current && !error
          ? conflictChanges(conflict.body, current, labelOf(conflict.path))
          : current
            ? []
            : null
      }
      error={error}
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
