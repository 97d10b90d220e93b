/**
 * One section per investor-detail tab (issue 15): each mounts when its tab is open and reads its
 * own data by route key (loans §7 "Investor-detail calls"); writes go through useWrite and
 * revalidate what they changed.
 */
import { type InvestorDetailTab, ibanEntityCode, LOAN_DETAIL, tabHref } from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import { messages } from '@backoffice/domain/messages';
import { AffiliateDetailDocuments, type DocumentRow } from '@backoffice/ui/screens/affiliate';
import {
  type InvestorBank,
  type InvestorDetail,
  InvestorDetailAccount,
  InvestorDetailFields,
  InvestorDetailHistory,
  InvestorDetailInvestments,
  InvestorDetailPreferences,
  InvestorDetailWallet,
  type InvestorField,
  type InvestorInvestment,
  type InvestorInvestmentFilters,
  NO_INVESTOR_INVESTMENT_FILTERS,
} from '@backoffice/ui/screens/investor/detail';
import { type ComponentType, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { RecordActionHistory } from '../../audit/RecordActionHistory';
import { useNotify } from '../../notifications/NotificationsProvider';
import {
  type Collection,
  idFromLink,
  membersOf,
  readKey,
  sectionOf,
  useRouteRead,
  useWrite,
} from '../../resources';
import { useApi } from '../../session/SessionProvider';
import { FRESH, type InvestorParameters, parametersKey } from './parameters';

export interface SectionProps {
  id: string;
  investor: InvestorDetail;
  parameters: InvestorParameters;
}

const investorKey = (id: string) => readKey('GET /api/inversores/:id', { id });
const userIdOf = (investor: InvestorDetail) => idFromLink(investor.user) ?? '';

/** Saves one field of the investor (PUT {putURL} with the field); false keeps the popover open. */
function useSaveField(id: string) {
  const write = useWrite();
  return (field: InvestorField, value: unknown) =>
    write
      .call(
        'PUT /api/inversores/:id',
        { params: { id }, body: { [field]: value } as BodyOf<'PUT /api/inversores/:id'> },
        {
          target: field,
          success: messages.investor.success.infoUpdated,
          failure: messages.investor.errors.updateInfo,
          revalidate: [investorKey(id)],
        },
      )
      .then(() => true)
      .catch(() => false);
}

function DatosSection({ id }: SectionProps) {
  const read = sectionOf(
    useRouteRead('GET /api/inversores/:id', { id }, null, FRESH),
    (a) => a as InvestorDetail,
  );
  return <InvestorDetailFields section="datos" {...read} onSave={useSaveField(id)} />;
}

function ContactoSection({ id }: SectionProps) {
  const read = sectionOf(
    useRouteRead('GET /api/inversores/:id', { id }, null, FRESH),
    (a) => a as InvestorDetail,
  );
  return <InvestorDetailFields section="contacto" {...read} onSave={useSaveField(id)} />;
}

function CuentaSection({ id, investor, parameters }: SectionProps) {
  const write = useWrite();
  const accountId = idFromLink(parameters.account);
  const account = sectionOf(
    useRouteRead('GET /api/accounts/:id', accountId ? { id: accountId } : null, null, FRESH),
  );
  const entityCode = ibanEntityCode(account.data?.iban);
  const bank = sectionOf(
    useRouteRead('GET /api/banks', entityCode ? {} : null, { entityCode }, FRESH),
    (a) => (membersOf(a as Collection<InvestorBank>)[0] ?? null) as InvestorBank | null,
  );
  const accountKey = accountId ? readKey('GET /api/accounts/:id', { id: accountId }) : null;
  const saveIban = (iban: unknown) =>
    accountId
      ? write
          .call(
            'PUT /api/accounts/:id',
            { params: { id: accountId }, body: { iban: iban as string | null } },
            {
              target: 'iban',
              success: messages.investor.success.infoUpdated,
              failure: messages.investor.errors.updateInfo,
              revalidate: [accountKey],
            },
          )
          .then(() => true)
          .catch(() => false)
      : false;
  const create = (iban: string) =>
    write
      .call(
        'POST /api/accounts',
        {
          body: {
            iban,
            user: investor.user,
            ...(investor.afiliado ? { afiliado: investor.afiliado } : {}),
          },
        },
        {
          target: 'account',
          success: messages.investor.success.accountCreated,
          failure: messages.investor.errors.createAccount,
          revalidate: [parametersKey(id)],
        },
      )
      .then(() => true)
      .catch(() => false);
  return (
    <InvestorDetailAccount
      state={accountId ? account.state : 'loaded'}
      account={accountId ? account.data : null}
      bank={bank.data}
      onSaveIban={saveIban}
      onCreate={create}
      onRetry={account.onRetry}
    />
  );
}

function PreferenciasSection({ parameters }: SectionProps) {
  const prefsId = idFromLink(parameters.preferences);
  const read = sectionOf(
    useRouteRead('GET /api/investor_preferences/:id', prefsId ? { id: prefsId } : null, null, FRESH),
  );
  return <InvestorDetailPreferences {...(prefsId ? read : { ...read, state: 'loaded', data: null })} />;
}

function MonederoSection({ investor }: SectionProps) {
  return (
    <InvestorDetailWallet
      {...sectionOf(
        useRouteRead('GET /api/users/:id/monederoDetail', { id: userIdOf(investor) }, null, FRESH),
      )}
    />
  );
}

function InversionesSection({ investor }: SectionProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<InvestorInvestmentFilters>(NO_INVESTOR_INVESTMENT_FILTERS);
  const [page, setPage] = useState(1);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const read = useRouteRead(
    'GET /api/users/:id/inversionesList',
    { id: userIdOf(investor) },
    {
      ...query,
      page: String(page),
      itemsPerPage: '200',
    },
  );
  const rows: InvestorInvestment[] = (read.data?.['hydra:member'] ?? []).map((m) => ({
    ...m,
    loanId: Number(idFromLink(m.loan) ?? 0),
  }));
  return (
    <InvestorDetailInvestments
      state={read.state}
      rows={rows}
      totals={read.data?.totals ?? null}
      page={page}
      onPageChange={setPage}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        setPage(1);
      }}
      loanHref={(r) => tabHref(LOAN_DETAIL, 'estado', r.loanId)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void read.mutate()}
    />
  );
}

function DocumentosSection({ investor }: SectionProps) {
  const api = useApi();
  const write = useWrite();
  const notify = useNotify();
  const userId = userIdOf(investor);
  const docs = useRouteRead('GET /api/users/:id/documentsList', { id: userId }, null, FRESH);
  const revalidate = [readKey('GET /api/users/:id/documentsList', { id: userId })];
  const rows = membersOf(docs.data as Collection<DocumentRow> | undefined);
  const upload = ({ file, type, description }: { file: File; type: string; description: string }) => {
    const form = new FormData();
    form.set('user', investor.user);
    form.set('type', type);
    if (description) form.set('description', description);
    form.set('file', file, file.name);
    return write
      .call(
        'POST /api/documents/upload',
        { body: form },
        {
          target: 'upload',
          success: messages.success.documentUploaded,
          failure: messages.write.uploadDocument,
          revalidate,
        },
      )
      .catch(() => {});
  };
  const remove = (row: DocumentRow) =>
    write
      .call(
        'DELETE /api/documents/:id',
        { params: { id: row.id } },
        {
          target: String(row.id),
          success: messages.success.documentDeleted,
          failure: messages.write.deleteDocument,
          revalidate,
        },
      )
      .catch(() => {});
  const download = async (row: DocumentRow) => {
    if (!row.download) return;
    notify.info(messages.general.fileDownloading);
    try {
      const blob = await api.request<Blob>(row.download, { blob: true });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = row.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 0 || err.status === 401)))
        notify.error(messages.general.downloadFailed(row.name));
    }
  };
  const deleting = rows.find((r) => String(r.id) === write.busy);
  return (
    <AffiliateDetailDocuments
      state={docs.state}
      rows={rows}
      onUpload={(u) => void upload(u)}
      onDelete={(r) => void remove(r)}
      uploading={write.busy === 'upload'}
      deletingId={deleting?.id ?? null}
      onDownload={(r) => void download(r)}
      onRetry={() => void docs.mutate()}
    />
  );
}

function HistoricoSection({ investor }: SectionProps) {
  return (
    <InvestorDetailHistory
      {...sectionOf(
        useRouteRead('GET /api/users/:id/statusHistoryList', { id: userIdOf(investor) }, null, FRESH),
        (a) => a['hydra:member'],
      )}
    />
  );
}

export const TAB_SECTIONS: Record<InvestorDetailTab, ComponentType<SectionProps>> = {
  datos: DatosSection,
  contacto: ContactoSection,
  cuenta: CuentaSection,
  preferencias: PreferenciasSection,
  monedero: MonederoSection,
  inversiones: InversionesSection,
  documentos: DocumentosSection,
  historico: HistoricoSection,
  // The audit trail of the investor's own resource (its edits and status changes).
  'historial-acciones': ({ id }: SectionProps) => <RecordActionHistory resource={`/api/inversores/${id}`} />,
};
