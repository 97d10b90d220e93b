import { messages } from '@backoffice/domain/messages';
import type { DataTableColumn } from '#patterns/DataTable';
import { Section, TableSection } from '#patterns/Section';
import { FlagList } from '../LoanDetailFlags/LoanDetailFlags';
import { Stack } from '../LoanDetailParts/LoanDetailParts.styles';
import { loanDetailLabels as L } from '../labels';
import type { Configuracion, LoanFlags, Read } from '../types';

export interface LoanDetailOtherInfoProps {
  /** `/api/configuracions`. */
  configuration: Read<Configuracion[]>;
  /** `/api/creditos/{id}`: the flags. A read that never got an answer (status 0) comes as empty (§8). */
  flags: Read<LoanFlags>;
}

const COLUMNS: DataTableColumn<Configuracion>[] = [
  { id: 'name', header: L.fields.name, accessor: (r) => r.name },
  { id: 'value', header: L.fields.value, accessor: (r) => r.value },
  { id: 'description', header: L.fields.description, accessor: (r) => r.description },
];

/** Otra información: the platform configuration and the loan's flags. */
export function LoanDetailOtherInfo({ configuration, flags }: LoanDetailOtherInfoProps) {
  return (
    <Stack>
      <TableSection
        title={L.sections.configuration}
        state={configuration.state}
        data={configuration.data}
        errorMessage={messages.loanDetail.configuration}
        columns={COLUMNS}
        onRetry={configuration.onRetry}
      />
      <Section
        title={L.sections.loanFlags}
        state={flags.state}
        errorMessage={messages.loanDetail.loanFlags}
        empty={flags.state === 'loaded' && !flags.data}
        {...(flags.onRetry ? { onRetry: flags.onRetry } : {})}
      >
        {flags.data ? <FlagList flags={flags.data} /> : null}
      </Section>
    </Stack>
  );
}
