import { messages } from '@backoffice/domain/messages';
import type { ExcelActionKind } from '@backoffice/domain/tools';
import { toolsMessages } from '@backoffice/domain/tools';
import { type ExcelActionsReport, ExcelActionsScreen } from '@backoffice/ui/screens/tools';
import { useState } from 'react';
import { ApiError, pathOf } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useWrite } from '../resources';
import { useApi } from '../session/SessionProvider';

const M = toolsMessages.excelActions;

/** Subir acciones Excel GAP / judicial (issue 16): the template, the dry run of a file and its apply. */
export function ExcelActionsPage({ kind }: { kind: ExcelActionKind }) {
  const api = useApi();
  const notify = useNotify();
  const write = useWrite();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ExcelActionsReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file, file.name);
    setBusy(dryRun ? 'check' : 'apply');
    setFileError(null);
    try {
      const answer = (await write.call(
        'POST /api/tools/superadmin/acciones-excel/:tipo',
        { params: { tipo: kind }, query: { dryRun: String(dryRun) }, body: form },
        {
          failure: M.uploadFailed,
          // A file refused whole is shown on the page, with its reason.
          handled: (err) => err instanceof ApiError && err.status === 400 && err.serverMessage !== null,
        },
      )) as ExcelActionsReport;
      setReport(answer);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setReport(null);
        setFileError(err.serverMessage);
      }
    } finally {
      setBusy(null);
    }
  };

  const downloadTemplate = async () => {
    const name = `plantilla-acciones-${kind}.xlsx`;
    try {
      notify.info(messages.general.fileDownloading);
      const path = pathOf('GET /api/tools/superadmin/acciones-excel/:tipo/plantilla', { tipo: kind });
      const blob = await api.request<Blob>(path, { blob: true });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      notify.error(messages.general.downloadFailed(name));
    }
  };

  return (
    <ExcelActionsScreen
      kind={kind}
      fileName={file?.name ?? null}
      onFileChange={(f) => {
        setFile(f);
        setReport(null);
        setFileError(null);
      }}
      onDownloadTemplate={() => void downloadTemplate()}
      onCheck={() => void send(true)}
      onApply={() => void send(false)}
      busy={busy}
      report={report}
      fileError={fileError}
    />
  );
}
