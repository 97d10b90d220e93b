import { DataTable, type DataTableColumn } from '../DataTable';
import { type LoadState, Section } from './Section';

export interface TableSectionProps<T extends { id: string | number }> {
  title: string;
  state: LoadState;
  /** The section's rows; null until they are read. */
  data: readonly T[] | null;
  /** The section's own §8 read-error text. */
  errorMessage: string;
  columns: readonly DataTableColumn<T>[];
  onRetry?: (() => void) | undefined;
}

const byId = (row: { id: string | number }) => row.id;

/**
 * A detail section whose content is one table: the section's own load state and error, empty when
 * no row came back, and the table (titled by the section) growing with the page.
 */
export function TableSection<T extends { id: string | number }>({
  title,
  state,
  data,
  errorMessage,
  columns,
  onRetry,
}: TableSectionProps<T>) {
  const rows = data ?? [];
  return (
    <Section
      title={title}
      state={state}
      errorMessage={errorMessage}
      empty={state === 'loaded' && rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <DataTable caption={title} hideCaption columns={columns} rows={rows} rowKey={byId} maxHeight="none" />
    </Section>
  );
}
