import { formatEur, LOAN_PHASES } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { routeTitle } from '@backoffice/domain/routes';
import { fundError, type SecuritizationMove, toolsMessages } from '@backoffice/domain/tools';
import { type FormEvent, useState } from 'react';
import { Banner } from '#patterns/Banner';
import { ConfirmDialog } from '#patterns/ConfirmDialog';
import { DateText } from '#patterns/DateText';
import { FigureGrid } from '#patterns/FigureGrid';
import { Money } from '#patterns/Money';
import { type LoadState, SectionBody } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { DateField } from '#primitives/DateField';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { toolsLabels } from '../labels';
import { ApplyRow, Filters, Intro, Root, Title } from './SecuritizationScreen.styles';

const L = toolsLabels.securitization;

export type SecuritizationPreview = ResponseOf<'GET /api/tools/admin/titulizacion'>;
type PreviewLoan = SecuritizationPreview['loans'][number];

export interface SecuritizationFilter {
  estado: string;
  tipo: string;
  desde: string;
  hasta: string;
  fondo: string;
}

export const EMPTY_SECURITIZATION_FILTER: SecuritizationFilter = {
  estado: '',
  tipo: '',
  desde: '',
  hasta: '',
  fondo: '',
};

export interface SecuritizationScreenProps {
  move: SecuritizationMove;
  filter: SecuritizationFilter;
  onFilterChange: (filter: SecuritizationFilter) => void;
  onSearch: () => void;
  /** Null before the first search. */
  state: LoadState | null;
  preview: SecuritizationPreview | null;
  onRetry?: () => void;
  /** The fund a titulización puts the loans in (not asked when destitulizar). */
  fund: string;
  onFundChange: (fund: string) => void;
  busy?: boolean;
  onApply: () => void;
  /** What the last apply did, or why the server refused it (with the loans it refused). */
  outcome?: {
    tone: 'success' | 'danger';
    message: string;
    refused?: readonly { id: number; reason: string }[];
  } | null;
  onDismissOutcome?: () => void;
}

const STATUS_OPTIONS = Object.values(LOAN_PHASES).flatMap((p) =>
  p.states.map((s) => ({ value: s, label: `${s} · ${p.label}` })),
);
const TYPE_OPTIONS = Object.entries(L.types).map(([value, label]) => ({ value, label }));

/**
 * /it-tools/titulizar-creditos and /it-tools/destitulizar-creditos (issue 16; loans §6 IT tools:
 * ADMIN): a filter selects loans; the totals say how many may make the move and for how much; the
 * user names the fund (titulizar) and confirms. Loans that may not make the move are listed with the
 * reason and are not sent.
 */
export function SecuritizationScreen({
  move,
  filter,
  onFilterChange,
  onSearch,
  state,
  preview,
  onRetry,
  fund,
  onFundChange,
  busy = false,
  onApply,
  outcome,
  onDismissOutcome,
}: SecuritizationScreenProps) {
  const [confirming, setConfirming] = useState(false);
  // The fund is checked with the domain rule the API applies, once the user tries to go on.
  const [tried, setTried] = useState(false);
  const fundMessage = tried ? fundError(move, fund) : null;
  const path = move === 'titulizar' ? '/it-tools/titulizar-creditos' : '/it-tools/destitulizar-creditos';
  const set = (key: keyof SecuritizationFilter) => (value: string) =>
    onFilterChange({ ...filter, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const t = preview?.totals;
  const eligible = t?.eligible ?? 0;
  return (
    <Root>
      <Title>{routeTitle(path)}</Title>
      <Intro>{L.intro[move]}</Intro>
      <Filters aria-label={L.filter} onSubmit={submit}>
        <Select
          label={L.status}
          options={STATUS_OPTIONS}
          placeholder={L.anyOption}
          value={filter.estado}
          onValueChange={set('estado')}
        />
        <Select
          label={L.type}
          options={TYPE_OPTIONS}
          placeholder={L.anyOption}
          value={filter.tipo}
          onValueChange={set('tipo')}
        />
        <DateField label={L.from} value={filter.desde} onValueChange={set('desde')} />
        <DateField label={L.to} value={filter.hasta} onValueChange={set('hasta')} />
        <TextField label={L.fundFilter} value={filter.fondo} onChange={(e) => set('fondo')(e.target.value)} />
        <Button type="submit" variant="secondary">
          {L.search}
        </Button>
      </Filters>
      {outcome ? (
        <Banner tone={outcome.tone} message={outcome.message} onDismiss={onDismissOutcome}>
          {outcome.refused && outcome.refused.length > 0 ? (
            <ul>
              {outcome.refused.map((r) => (
                <li key={r.id}>{`${r.id}: ${r.reason}`}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
      ) : null}
      {state === null ? (
        <Intro>{L.idle}</Intro>
      ) : (
        <SectionBody
          state={state}
          errorMessage={toolsMessages.securitization.read}
          empty={state === 'loaded' && (t?.selected ?? 0) === 0}
          {...(onRetry ? { onRetry } : {})}
        >
          <FigureGrid
            label={L.totals}
            variant="totals"
            figures={[
              { label: L.selected, value: (t?.selected ?? 0).toLocaleString('es-ES') },
              { label: L.eligible[move], value: eligible.toLocaleString('es-ES') },
              { label: L.amount, value: formatEur(t?.eligibleAmount ?? 0) },
              { label: L.refused, value: (t?.refused ?? 0).toLocaleString('es-ES') },
            ]}
          />
          <ApplyRow>
            {move === 'titulizar' ? (
              <TextField
                label={L.fund}
                value={fund}
                error={fundMessage}
                onChange={(e) => onFundChange(e.target.value)}
              />
            ) : null}
            <Button
              onClick={() => {
                setTried(true);
                if (fundError(move, fund) === null) setConfirming(true);
              }}
              disabled={eligible === 0}
              busy={busy}
            >
              {L.apply(move, eligible)}
            </Button>
          </ApplyRow>
          <SectionTable<PreviewLoan>
            caption={L.loans(preview?.loans.length ?? 0, t?.selected ?? 0)}
            rows={preview?.loans ?? []}
            rowKey={(l) => l.id}
            columns={[
              { key: 'code', header: L.columns.code, render: (l) => l.code },
              {
                key: 'type',
                header: L.columns.type,
                render: (l) => L.types[l.tipo as keyof typeof L.types] ?? l.tipo,
              },
              { key: 'status', header: L.columns.status, render: (l) => l.estadoCd },
              {
                key: 'amount',
                header: L.columns.amount,
                align: 'end',
                render: (l) => <Money value={l.cantidad} />,
              },
              { key: 'fund', header: L.columns.fund, render: (l) => l.fund ?? '' },
              {
                key: 'createdAt',
                header: L.columns.createdAt,
                render: (l) => <DateText value={l.createdAt} />,
              },
              { key: 'refusal', header: L.columns.refusal, render: (l) => l.refusal ?? '' },
            ]}
          />
        </SectionBody>
      )}
      <ConfirmDialog
        open={confirming}
        title={L.confirmTitle[move]}
        confirmLabel={L.confirm}
        cancelLabel={L.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onApply();
        }}
      >
        {L.confirmText(move, eligible, formatEur(t?.eligibleAmount ?? 0), fund.trim())}
      </ConfirmDialog>
    </Root>
  );
}
