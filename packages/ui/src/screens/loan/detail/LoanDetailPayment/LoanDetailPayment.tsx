import { AMORTIZATION_PAYERS, captionOf, OPERATION_TYPES } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { useState } from 'react';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { KeyValueList } from '#patterns/KeyValueList';
import { Money } from '#patterns/Money';
import { Section, TableSection } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { NumberField } from '#primitives/NumberField';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { Amortization, AmortizationFigures, Operation, Read } from '../types';
import { SimulateForm } from './LoanDetailPayment.styles';

export interface LoanDetailPaymentProps {
  amortizations: Read<Amortization[]>;
  operations: Read<Operation[]>;
  /** `/api/amountAdvancedAmortization/{id}`: what an advance amortization costs today. */
  ama: Read<AmortizationFigures>;
  /** `/api/tools/microadmin/advanceAmortizationSimulation/{id}`. */
  simulation: Read<AmortizationFigures>;
  /** The same with `?cancellation=1&consumedAmount=`, once asked. */
  cancellation?: Read<AmortizationFigures>;
  onSimulateCancellation?: (consumedAmount: number) => void;
}

const F = L.fields;
const opt = (onRetry?: () => void) => (onRetry ? { onRetry } : {});

const AMORTIZATION_COLUMNS: DataTableColumn<Amortization>[] = [
  { id: 'date', header: F.date, accessor: (r) => r.date, render: (r) => <DateText value={r.date} /> },
  { id: 'payer', header: F.payer, accessor: (r) => captionOf(AMORTIZATION_PAYERS, r.payer) },
  {
    id: 'amount',
    header: F.amount,
    align: 'end',
    accessor: (r) => r.amount,
    render: (r) => <Money value={r.amount} />,
  },
  { id: 'active', header: F.active, render: (r) => <YesNo value={r.active} /> },
];
const OPERATION_COLUMNS: DataTableColumn<Operation>[] = [
  { id: 'date', header: F.date, accessor: (r) => r.date, render: (r) => <DateText value={r.date} /> },
  { id: 'type', header: F.type, accessor: (r) => captionOf(OPERATION_TYPES, r.type) },
  { id: 'description', header: F.description, accessor: (r) => r.description },
  {
    id: 'amount',
    header: F.amount,
    align: 'end',
    accessor: (r) => r.amount,
    render: (r) => <Money value={r.amount} />,
  },
];

function Figures({ f }: { f: AmortizationFigures }) {
  return (
    <KeyValueList
      columns={3}
      items={[
        { term: F.date, value: <DateText value={f.date} /> },
        { term: F.pendingInstallments, value: f.pendingInstallments },
        { term: F.monthsLeft, value: f.monthsLeft },
        { term: F.daysAccrued, value: f.daysAccrued },
        { term: F.principal, value: <Money value={f.principal} /> },
        { term: F.interest, value: <Money value={f.interest} /> },
        { term: F.fee, value: <Money value={f.fee} /> },
        { term: F.total, value: <Money value={f.total} /> },
        ...(f.cancellation ? [{ term: F.consumedAmount, value: <Money value={f.consumedAmount} /> }] : []),
      ]}
    />
  );
}

/** Pago (loans §7): amortizations, operations, the AMA amount and the advance-amortization simulations. */
export function LoanDetailPayment({
  amortizations,
  operations,
  ama,
  simulation,
  cancellation,
  onSimulateCancellation,
}: LoanDetailPaymentProps) {
  const [consumed, setConsumed] = useState<number | null>(null);
  return (
    <Stack>
      <TableSection
        title={L.sections.amortizations}
        state={amortizations.state}
        data={amortizations.data}
        errorMessage={messages.loanDetail.amortizations}
        columns={AMORTIZATION_COLUMNS}
        onRetry={amortizations.onRetry}
      />
      <TableSection
        title={L.sections.operations}
        state={operations.state}
        data={operations.data}
        errorMessage={messages.loanDetail.operations}
        columns={OPERATION_COLUMNS}
        onRetry={operations.onRetry}
      />
      <Section
        title={L.sections.ama}
        state={ama.state}
        errorMessage={messages.loanDetail.amaAmount}
        {...opt(ama.onRetry)}
      >
        {ama.data ? <Figures f={ama.data} /> : null}
      </Section>
      <Section
        title={L.sections.simulation}
        state={simulation.state}
        errorMessage={messages.loanDetail.simulation}
        {...opt(simulation.onRetry)}
      >
        {simulation.data ? <Figures f={simulation.data} /> : null}
      </Section>
      {onSimulateCancellation ? (
        <Section
          title={L.sections.cancellationSimulation}
          state={cancellation?.state === 'error' ? 'error' : 'loaded'}
          errorMessage={messages.loanDetail.simulation}
          {...opt(cancellation?.onRetry)}
        >
          <SimulateForm
            onSubmit={(e) => {
              e.preventDefault();
              if (consumed !== null && Number.isFinite(consumed)) onSimulateCancellation(consumed);
            }}
          >
            <NumberField
              label={F.consumedAmount}
              step={0.01}
              min={0}
              value={consumed}
              onValueChange={setConsumed}
            />
            <Button type="submit" variant="secondary" busy={cancellation?.state === 'loading'}>
              {L.simulate}
            </Button>
          </SimulateForm>
          {cancellation?.data ? <Figures f={cancellation.data} /> : null}
        </Section>
      ) : null}
    </Stack>
  );
}
