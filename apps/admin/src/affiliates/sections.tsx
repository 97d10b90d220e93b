import {
  ACTIVATED_AFFILIATE_STATE,
  cancellationCreditIdError,
  detailPath,
  LIMITS,
  mayCall,
  messages,
  missingActivationFields,
} from '@backoffice/domain';
import {
  AffiliateDetailCancellations,
  AffiliateDetailChildren,
  AffiliateDetailContact,
  AffiliateDetailDocuments,
  AffiliateDetailFinancing,
  AffiliateDetailInvestments,
  AffiliateDetailOpportunity,
  AffiliateDetailProvisionFund,
  AffiliateDetailStatus,
  AffiliateDetailStructure,
  type AffiliateDetailTab,
  AffiliateDetailTasks,
  AffiliateDetailTransfers,
  affiliateLabels,
  type CancellationRow,
  type ChildRow,
  type ContactBlock,
  type DocumentRow,
  type FinancingRow,
  type InvestmentFilters,
  type InvestmentRow,
  type NewCancellation,
  NO_INVESTMENT_FILTERS,
  type ProvisionFundQuarter,
  type StatusHistoryRow,
  type TaskRow,
  type TransferRow,
} from '@backoffice/ui/screens/affiliate';
import { type ComponentType, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi } from '../session/SessionProvider';
import {
  type Collection,
  loadStateOf,
  membersOf,
  totalOf,
  useCheckParameters,
  useRawFetch,
  useRead,
  useRoles,
} from './data';

/** The affiliate resource as GET /api/afiliados/{id} serves it (§3). */
export interface Affiliate extends Record<string, unknown> {
  '@id': string;
  id: number;
  code: string;
  nombre: string;
  estadoCd: string;
  origin: string | null;
  padre: string | null;
  datosEmpresa: string | null;
  administrador: string | null;
  associatedInvestor: string | null;
}

interface SectionProps {
  id: string;
  affiliate: Affiliate;
}

/** §6: affiliate writes are for COMERCIAL and MICRO_ADMIN (and the roles above them); RISK reads. */
function useCanEdit(): boolean {
  return mayCall(useRoles(), 'PUT /api/afiliados/:id');
}

/** Runs a write, then says how it went (§8): the success text, or the error the API gave. */
function useWrite() {
  const notify = useNotify();
  return async (run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await run();
      notify.success(success);
      return true;
    } catch (err) {
      notify.failure(err, failure);
      return false;
    }
  };
}

function Contact({ id, affiliate }: SectionProps) {
  const api = useApi();
  const write = useWrite();
  const canEdit = useCanEdit();
  const params = useCheckParameters(id);
  const company = useRead<Record<string, unknown>>(affiliate.datosEmpresa);
  const user = useRead<Record<string, unknown>>(affiliate.administrador);
  const accountLink = params.data?.account ?? null;
  const account = useRead<Record<string, unknown>>(accountLink);
  const [saving, setSaving] = useState<ContactBlock | null>(null);
  // Only the records the affiliate links to are waited for (a new affiliate may lack some).
  const reads = [
    ...(affiliate.datosEmpresa ? [company] : []),
    ...(affiliate.administrador ? [user] : []),
    params,
    ...(accountLink ? [account] : []),
  ];
  const failed = reads.find((r) => r.error);
  const state = failed ? loadStateOf(failed) : reads.some((r) => r.data === undefined) ? 'loading' : 'loaded';
  const save = async (block: ContactBlock, changes: Record<string, unknown>) => {
    setSaving(block);
    const target =
      block === 'company' ? affiliate.datosEmpresa : block === 'user' ? affiliate.administrador : accountLink;
    const saved = await write(
      async () => {
        if (target) await api.request(target, { method: 'PUT', json: changes });
        // No account yet: the first IBAN creates it for the administrator (§3 Account).
        else if (block === 'account' && affiliate.administrador)
          await api.request('/api/accounts', {
            method: 'POST',
            json: { ...changes, user: affiliate.administrador, afiliado: affiliate['@id'] },
          });
        await Promise.all([company.mutate(), user.mutate(), params.mutate(), account.mutate()]);
      },
      messages.success.infoUpdated,
      messages.write.updateInfo,
    );
    setSaving(null);
    // A refused save keeps the form open with the user's input (issue 12).
    return saved;
  };
  return (
    <AffiliateDetailContact
      state={state}
      company={company.data ?? null}
      user={user.data ?? null}
      account={account.data ?? null}
      onSave={(b, c) => save(b, c)}
      saving={saving}
      canEdit={canEdit}
      onRetry={() => reads.forEach((r) => void r.mutate())}
    />
  );
}

function Opportunity({ affiliate }: SectionProps) {
  return <AffiliateDetailOpportunity state="loaded" affiliate={affiliate} />;
}

function Structure({ id, affiliate }: SectionProps) {
  const api = useApi();
  const write = useWrite();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const canEdit = useCanEdit();
  const parent = useRead<Affiliate>(affiliate.padre);
  const children = useRead<Collection<ChildRow>>(`/api/afiliados/${id}/childrenList`);
  const [removing, setRemoving] = useState(false);
  const failed = [children, ...(affiliate.padre ? [parent] : [])].find((r) => r.error);
  const state = failed
    ? loadStateOf(failed)
    : children.data === undefined || (affiliate.padre && !parent.data)
      ? 'loading'
      : 'loaded';
  const removeParent = async () => {
    setRemoving(true);
    await write(
      async () => {
        await api.request(`/api/afiliados/${id}`, { method: 'PUT', json: { padre: null } });
        await mutate(`/api/afiliados/${id}`);
      },
      messages.success.parentRemoved,
      messages.write.deleteParent,
    );
    setRemoving(false);
  };
  return (
    <AffiliateDetailStructure
      state={state}
      parent={affiliate.padre && parent.data ? parent.data : null}
      branches={membersOf(children.data)}
      affiliateHref={(other) => detailPath.affiliate(other, 'estructura')}
      onNavigate={(href) => navigate(href)}
      {...(canEdit ? { onRemoveParent: () => void removeParent() } : {})}
      removing={removing}
      onRetry={() => {
        void children.mutate();
        void parent.mutate();
      }}
    />
  );
}

function Status({ id, affiliate }: SectionProps) {
  const api = useApi();
  const write = useWrite();
  const { mutate } = useSWRConfig();
  const roles = useRoles();
  const history = useRead<Collection<StatusHistoryRow>>(`/api/afiliados/${id}/statusHistoryList`);
  const params = useCheckParameters(id);
  const company = useRead<Record<string, unknown>>(affiliate.datosEmpresa);
  const user = useRead<Record<string, unknown>>(affiliate.administrador);
  const account = useRead<Record<string, unknown>>(params.data?.account ?? null);
  const [activating, setActivating] = useState(false);
  const reads: [unknown, { data?: unknown; error?: unknown }][] = [
    [affiliate.datosEmpresa, company],
    [affiliate.administrador, user],
    [id, params],
    [params.data?.account, account],
  ];
  const pending = reads.some(([key, r]) => Boolean(key) && r.data === undefined && !r.error);
  // §2 'changeStatusValidation': the domain says which fields are missing; the labels are the form's.
  const missing = missingActivationFields({
    company: company.data,
    user: user.data,
    account: account.data,
  }).map((field) => affiliateLabels.contact.fields[field]);
  const activate = async () => {
    setActivating(true);
    await write(
      async () => {
        // §4: activate anyway sets estadoCd to ACT and updates the local affiliate info.
        const updated = await api.request<Affiliate>(`/api/afiliados/${id}`, {
          method: 'PUT',
          json: { estadoCd: ACTIVATED_AFFILIATE_STATE },
        });
        await mutate(`/api/afiliados/${id}`, updated, { revalidate: false });
        await history.mutate();
      },
      messages.success.affiliateActivated,
      messages.write.activateAffiliate,
    );
    setActivating(false);
  };
  return (
    <AffiliateDetailStatus
      // The missing-fields list needs the company, the user and the account read first.
      state={loadStateOf(history, pending)}
      estadoCd={affiliate.estadoCd}
      history={membersOf(history.data)}
      roles={roles}
      missingFields={missing}
      onActivate={() => void activate()}
      activating={activating}
      onRetry={() => void history.mutate()}
    />
  );
}

function Documents({ id, affiliate }: SectionProps) {
  const api = useApi();
  const raw = useRawFetch();
  const write = useWrite();
  const notify = useNotify();
  const canEdit = useCanEdit();
  const docs = useRead<Collection<DocumentRow>>(`/api/afiliados/${id}/documentsList`);
  const [uploading, setUploading] = useState(false);
  const [deletingId, setDeletingId] = useState<number | string | null>(null);
  const upload = async ({ file, type, description }: { file: File; type: string; description: string }) => {
    setUploading(true);
    const form = new FormData();
    form.set('afiliado', affiliate['@id']);
    form.set('type', type);
    if (description) form.set('description', description);
    form.set('file', file, file.name);
    await write(
      async () => {
        await raw('/api/documents/upload', { method: 'POST', body: form });
        await docs.mutate();
      },
      messages.success.documentUploaded,
      messages.write.uploadDocument,
    );
    setUploading(false);
  };
  const remove = async (row: DocumentRow) => {
    setDeletingId(row.id);
    await write(
      async () => {
        await api.request(`/api/documents/${row.id}`, { method: 'DELETE' });
        await docs.mutate();
      },
      messages.success.documentDeleted,
      messages.write.deleteDocument,
    );
    setDeletingId(null);
  };
  const download = async (row: DocumentRow) => {
    if (!row.download) return;
    notify.info(messages.general.fileDownloading);
    try {
      const blob = await (await raw(row.download)).blob();
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
  return (
    <AffiliateDetailDocuments
      state={loadStateOf(docs)}
      rows={membersOf(docs.data)}
      {...(canEdit ? { onUpload: (u) => void upload(u), onDelete: (r) => void remove(r) } : {})}
      uploading={uploading}
      deletingId={deletingId}
      onDownload={(r) => void download(r)}
      onRetry={() => void docs.mutate()}
    />
  );
}

function Tasks({ id }: SectionProps) {
  const tasks = useRead<Collection<TaskRow>>(`/api/afiliados/${id}/tasksList`);
  return (
    <AffiliateDetailTasks
      state={loadStateOf(tasks)}
      rows={membersOf(tasks.data)}
      onRetry={() => void tasks.mutate()}
    />
  );
}

function Children({ id }: SectionProps) {
  const navigate = useNavigate();
  const children = useRead<Collection<ChildRow>>(`/api/afiliados/${id}/childrenList`);
  return (
    <AffiliateDetailChildren
      state={loadStateOf(children)}
      rows={membersOf(children.data)}
      childHref={(r) => detailPath.affiliate(r.id)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void children.mutate()}
    />
  );
}

function Financing({ id }: SectionProps) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const size = LIMITS.financingPageSize;
  const list = useRead<Collection<FinancingRow>>(
    `/api/afiliados/${id}/financiacionList?page=${page}&limit=${size}`,
  );
  return (
    <AffiliateDetailFinancing
      state={loadStateOf(list)}
      rows={membersOf(list.data)}
      total={totalOf(list.data)}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      loanHref={(r) => detailPath.loan(r.id)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void list.mutate()}
    />
  );
}

function Investments({ affiliate }: SectionProps) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<InvestmentFilters>(NO_INVESTMENT_FILTERS);
  const size = LIMITS.affiliateInvestmentsPageSize;
  const query = new URLSearchParams({ page: String(page), itemsPerPage: String(size) });
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  const investor = affiliate.associatedInvestor;
  const list = useRead<Collection<InvestmentRow>>(investor ? `${investor}/inversionesList?${query}` : null);
  return (
    <AffiliateDetailInvestments
      state={loadStateOf(list)}
      hasInvestor={investor !== null}
      rows={membersOf(list.data)}
      total={totalOf(list.data)}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        setPage(1);
      }}
      onRetry={() => void list.mutate()}
    />
  );
}

function Transfers({ id }: SectionProps) {
  const list = useRead<Collection<TransferRow>>(`/api/afiliados/${id}/transactionList?pagination=false`);
  return (
    <AffiliateDetailTransfers
      state={loadStateOf(list)}
      rows={membersOf(list.data)}
      onRetry={() => void list.mutate()}
    />
  );
}

function Cancellations({ id, affiliate }: SectionProps) {
  const api = useApi();
  const write = useWrite();
  const canEdit = useCanEdit();
  const list = useRead<Collection<CancellationRow>>(
    `/api/afiliados/${id}/cancellationOperationList?pagination=false`,
  );
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | string | null>(null);
  const create = async (v: NewCancellation) => {
    setCreating(true);
    setCreateError(null);
    try {
      // §5/§8: the credit must be this affiliate's; a 500 on the check has its own message.
      let status = 200;
      let loan: { afiliado?: string | null } | null = null;
      try {
        loan = await api.get<{ afiliado?: string | null }>(`/api/creditos/${v.creditoId}`);
      } catch (err) {
        status = err instanceof ApiError ? err.status : 500;
      }
      const problem = cancellationCreditIdError({
        creditId: v.creditoId,
        status,
        loanAffiliate: loan?.afiliado ?? null,
        affiliate: affiliate['@id'],
      });
      if (problem) {
        setCreateError(problem);
        return;
      }
      await write(
        async () => {
          await api.request('/api/cancellation_operations', {
            method: 'POST',
            json: {
              afiliado: affiliate['@id'],
              credito: `/api/creditos/${v.creditoId}`,
              amount: v.amount,
              date: v.date,
              byTransfer: v.byTransfer,
            },
          });
          await list.mutate();
        },
        messages.success.cancellationCreated,
        messages.write.createCancellation,
      );
    } finally {
      setCreating(false);
    }
  };
  const remove = async (row: CancellationRow) => {
    setDeletingId(row.id);
    await write(
      async () => {
        await api.request(`/api/cancellation_operations/${row.id}`, { method: 'DELETE' });
        await list.mutate();
      },
      messages.success.cancellationDeleted,
      messages.write.deleteCancellation,
    );
    setDeletingId(null);
  };
  return (
    <AffiliateDetailCancellations
      state={loadStateOf(list)}
      rows={membersOf(list.data)}
      {...(canEdit ? { onCreate: (v) => void create(v), onDelete: (r) => void remove(r) } : {})}
      creating={creating}
      createError={createError}
      deletingId={deletingId}
      onRetry={() => void list.mutate()}
    />
  );
}

function ProvisionFund({ id }: SectionProps) {
  const list = useRead<Collection<ProvisionFundQuarter>>(`/api/afiliados/${id}/provisionFundsList`);
  return (
    <AffiliateDetailProvisionFund
      state={loadStateOf(list)}
      quarters={membersOf(list.data)}
      onRetry={() => void list.mutate()}
    />
  );
}

/** One wired section per tab slug. */
export const SECTIONS: Record<AffiliateDetailTab, ComponentType<SectionProps>> = {
  'datos-contacto': Contact,
  oportunidad: Opportunity,
  estructura: Structure,
  estado: Status,
  documentos: Documents,
  tareas: Tasks,
  sucursales: Children,
  financiaciones: Financing,
  inversiones: Investments,
  transferencias: Transfers,
  cancelaciones: Cancellations,
  'fondo-provision': ProvisionFund,
  // Part of the configuration screens: loaded with their tab, to keep the detail chunk small.
  configuracion: lazy(async () => ({
    default: (await import('../affiliateConfig/tabs')).AffiliateConfigurationTab,
  })),
  herramientas: lazy(async () => ({ default: (await import('../affiliateConfig/tabs')).AffiliateToolsTab })),
};
