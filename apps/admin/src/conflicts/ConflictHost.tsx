import { messages } from '@backoffice/domain';
import { ConflictDialog } from '@backoffice/ui';
import { investorDetailLabels } from '@backoffice/ui/screens/investor/detail';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { keyOfIri } from '../resources/keys';
import { useApi } from '../session/SessionProvider';
import { conflictChanges, conflictStore } from './conflicts';

/** The names the forms give the fields of a record, by its path (its API name otherwise). */
const FIELD_LABELS: readonly (readonly [prefix: string, labels: Readonly<Record<string, string>>])[] = [
  ['/api/inversores/', investorDetailLabels.fields],
];
const labelOf = (path: string) => (field: string) =>
  FIELD_LABELS.find(([prefix]) => path.startsWith(prefix))?.[1][field] ?? field;

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
        const key = keyOfIri(conflict.path);
        if (key) void mutate(key);
      }}
      onSaveAnyway={() => conflict.settle(conflict.current)}
    />
  );
}
