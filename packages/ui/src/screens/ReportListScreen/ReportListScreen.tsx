import { messages, reportColumnTitle } from '@backoffice/domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '#patterns/DataTable';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '#patterns/PageState';
import { Button } from '#primitives/Button';
import { screenLabels } from '../labels';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FileNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export type ReportRow = Readonly<Record<string, unknown>>;

export interface ReportListScreenProps {
  /** 'file': a binary report (§2), opened by its address: no rows, a download button. */
  status: 'loading' | 'error' | 'loaded' | 'forbidden' | 'file';
  /** The report's name: the page title and the download's file name. */
  title: string;
  rows: readonly ReportRow[];
  downloading?: boolean;
  onDownload: () => void;
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? screenLabels.reports.yes : screenLabels.reports.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The generic report screen (spec platform-and-affiliates.md §2): columns are the keys of the first
 * row, titled by splitting the camel case; an Excel download is offered when there are rows.
 */
export function ReportListScreen({
  status,
  title,
  rows,
  downloading = false,
  onDownload,
}: ReportListScreenProps) {
  const columns = useMemo<DataTableColumn<ReportRow>[]>(
    () =>
      Object.keys(rows[0] ?? {}).map((key) => ({
        id: key,
        header: reportColumnTitle(key),
        accessor: (row) => cell(row[key]),
        sortable: true,
      })),
    [rows],
  );
  if (status === 'forbidden') return <ForbiddenState />;
  return (
    <div>
      <Header>
        <Title id="report-title">{title}</Title>
        {status === 'file' ? (
          <Button variant="secondary" onClick={onDownload} busy={downloading}>
            {screenLabels.reports.download}
          </Button>
        ) : null}
        {status === 'loaded' && rows.length > 0 ? (
          <>
            <Count>{screenLabels.reports.rows(rows.length)}</Count>
            <Button variant="secondary" onClick={onDownload} busy={downloading}>
              {screenLabels.reports.download}
            </Button>
          </>
        ) : null}
      </Header>
      {status === 'file' ? (
        <FileNote>{screenLabels.reports.fileReport}</FileNote>
      ) : status === 'loading' ? (
        <LoadingState />
      ) : status === 'error' ? (
        <ErrorState message={messages.general.loadDataFailed} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          caption={title}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(_, i) => i}
          virtualize={rows.length > 200}
          maxHeight={640}
        />
      )}
    </div>
  );
}
