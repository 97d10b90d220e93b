import type { ResponseOf } from '@backoffice/domain/contract';
import { routeTitle } from '@backoffice/domain/routes';
import type { ExcelActionKind } from '@backoffice/domain/tools';
import { type ChangeEvent, useId } from 'react';
import { Banner } from '#patterns/Banner';
import { DateText } from '#patterns/DateText';
import { FigureGrid } from '#patterns/FigureGrid';
import { Money } from '#patterns/Money';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { toolsLabels } from '../labels';
import { ApplyRow, Intro, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';
import { ErrorList, FileInput, FileLabel, Ok } from './ExcelActionsScreen.styles';

const L = toolsLabels.excelActions;

export type ExcelActionsReport = ResponseOf<'POST /api/tools/superadmin/acciones-excel/:tipo'>;
type ReportRow = ExcelActionsReport['rows'][number];

export interface ExcelActionsScreenProps {
  kind: ExcelActionKind;
  fileName: string | null;
  onFileChange: (file: File | null) => void;
  onDownloadTemplate: () => void;
  /** The dry run of the chosen file. */
  onCheck: () => void;
  onApply: () => void;
  busy?: 'check' | 'apply' | null;
  /** The last check (or apply) of the file. */
  report: ExcelActionsReport | null;
  /** Why the file was refused whole (not an xlsx, wrong columns…), in Spanish. */
  fileError?: string | null;
}

const PATHS: Record<ExcelActionKind, string> = {
  gap: '/creditos/herramientas/subir-acciones-excel-gap',
  judicial: '/creditos/herramientas/subir-acciones-excel-judicial',
};

/**
 * Subir acciones Excel GAP / judicial (issue 16; loans §6 credit tools: SUPER_ADMIN): choose a
 * file, check it (a dry run: every refused row with its errors), then apply the valid rows.
 */
export function ExcelActionsScreen({
  kind,
  fileName,
  onFileChange,
  onDownloadTemplate,
  onCheck,
  onApply,
  busy = null,
  report,
  fileError,
}: ExcelActionsScreenProps) {
  const inputId = useId();
  const checked = report?.dryRun ? report : null;
  const applied = report && !report.dryRun ? report : null;
  return (
    <Root>
      <Title>{routeTitle(PATHS[kind])}</Title>
      <Intro>{L.intro}</Intro>
      <ApplyRow>
        <Button variant="secondary" onClick={onDownloadTemplate}>
          {L.template}
        </Button>
      </ApplyRow>
      <ApplyRow>
        <FileLabel htmlFor={inputId}>
          {L.file}
          <FileInput
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e: ChangeEvent<HTMLInputElement>) => onFileChange(e.target.files?.[0] ?? null)}
          />
        </FileLabel>
        <Button onClick={onCheck} disabled={!fileName} busy={busy === 'check'}>
          {L.check}
        </Button>
        {checked ? (
          <Button onClick={onApply} disabled={checked.valid === 0} busy={busy === 'apply'}>
            {L.apply(checked.valid)}
          </Button>
        ) : null}
      </ApplyRow>
      {fileError ? <Banner tone="danger" message={fileError} /> : null}
      {applied ? <Banner tone="success" message={L.applied(applied.applied)} /> : null}
      {report ? (
        <>
          <FigureGrid
            label={L.summary}
            variant="totals"
            figures={[
              { label: L.total, value: report.total.toLocaleString('es-ES') },
              { label: L.valid, value: report.valid.toLocaleString('es-ES') },
              { label: L.invalid, value: report.invalid.toLocaleString('es-ES') },
            ]}
          />
          <SectionTable<ReportRow>
            caption={L.rows(report.rows.length, report.total)}
            rows={report.rows}
            rowKey={(r) => r.fila}
            columns={[
              { key: 'fila', header: L.columns.fila, align: 'end', render: (r) => r.fila },
              { key: 'credito', header: L.columns.credito, render: (r) => r.credito },
              { key: 'accion', header: L.columns.accion, render: (r) => r.accion },
              {
                key: 'fecha',
                header: L.columns.fecha,
                render: (r) => (r.fecha ? <DateText value={r.fecha} /> : ''),
              },
              {
                key: 'importe',
                header: L.columns.importe,
                align: 'end',
                render: (r) => (r.importe === null ? '' : <Money value={r.importe} />),
              },
              {
                key: 'errors',
                header: L.columns.errors,
                width: 'minmax(360px, 1fr)',
                render: (r) =>
                  r.errors.length === 0 ? (
                    <Ok>{L.ok}</Ok>
                  ) : (
                    <ErrorList>
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ErrorList>
                  ),
              },
            ]}
          />
        </>
      ) : null}
    </Root>
  );
}
