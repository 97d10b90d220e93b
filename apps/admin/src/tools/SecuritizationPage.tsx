import type { SecuritizationMove } from '@backoffice/domain/tools';
import { toolsMessages } from '@backoffice/domain/tools';
import {
  EMPTY_SECURITIZATION_FILTER,
  type SecuritizationFilter,
  SecuritizationScreen,
  type SecuritizationScreenProps,
  toolsLabels,
} from '@backoffice/ui/screens/tools';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { useRouteRead, useWrite } from '../resources';

type Outcome = SecuritizationScreenProps['outcome'];

/** The query of a filter: only the parts the user filled in. */
const queryOf = (move: SecuritizationMove, f: SecuritizationFilter) => ({
  accion: move,
  ...Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  ),
});

/** Titulizar / destitulizar créditos (issue 16, IT tools): the filter, the preview and the confirmed move. */
export function SecuritizationPage({ move }: { move: SecuritizationMove }) {
  const [filter, setFilter] = useState<SecuritizationFilter>(EMPTY_SECURITIZATION_FILTER);
  const [query, setQuery] = useState<Record<string, string> | null>(null);
  const [fund, setFund] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const read = useRouteRead('GET /api/tools/admin/titulizacion', query ? {} : null, query);
  const write = useWrite();

  const apply = async () => {
    if (!read.data) return;
    setOutcome(null);
    try {
      const done = (await write.call(
        'POST /api/tools/admin/titulizacion',
        {
          body: {
            accion: move,
            ids: read.data.eligibleIds,
            ...(move === 'titulizar' ? { fondo: fund } : {}),
          },
        },
        {
          failure: toolsMessages.securitization.applyFailed,
          // A refused batch is shown on the page, with every loan and its reason.
          handled: (err) => err instanceof ApiError && err.status === 409,
        },
      )) as { updated: number };
      setOutcome({ tone: 'success', message: toolsLabels.securitization.done(move, done.updated) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const body = err.body as { refused?: { id: number; reason: string }[] };
        setOutcome({ tone: 'danger', message: err.serverMessage ?? '', refused: body.refused ?? [] });
      }
    }
    await read.mutate();
  };

  return (
    <SecuritizationScreen
      move={move}
      filter={filter}
      onFilterChange={setFilter}
      onSearch={() => {
        setOutcome(null);
        setQuery(queryOf(move, filter));
      }}
      state={query ? read.state : null}
      preview={read.data ?? null}
      onRetry={() => void read.mutate()}
      fund={fund}
      onFundChange={setFund}
      busy={write.isMutating}
      onApply={() => void apply()}
      outcome={outcome}
      onDismissOutcome={() => setOutcome(null)}
    />
  );
}
