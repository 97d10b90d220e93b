import {
  ACTIVATED_AFFILIATE_STATE,
  cancellationCreditIdError,
  detailPath,
  LIMITS,
  mayCall,
  messages,
  missingActivationFields,
} from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
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
  AffiliateDetailTasks,
  AffiliateDetailTransfers,
  affiliateLabels,
  type CancellationRow,
  type ContactBlock,
  type FinancingRow,
  type InvestmentFilters,
  type InvestmentRow,
  type NewCancellation,
  NO_INVESTMENT_FILTERS,
} from '@backoffice/ui/screens/affiliate';
import { type ComponentType, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { RecordActionHistory } from '../audit/RecordActionHistory';
import { useDocumentActions } from '../documents/useDocumentActions';
import {
  type Collection,
  iriOf,
  keyOfIri,
  type ListFilter,
  loadStateOf,
  type MemberOf,
  membersOf,
  type ReadKey,
  readKey,
  routeOfIri,
  succeeded,
  useList,
  useMe,
  useRecord,
  useRecordAt,
  useWrite,
} from '../resources';
import { useApi } from '../session/SessionProvider';
import { type Affiliate, affiliateKey, parametersKey, useAffiliateParameters } from './reads';
import { type AffiliateTab, affiliateHref } from './tabs';

export type { Affiliate } from './reads';

interface SectionProps {
  id: string;
  affiliate: Affiliate;
}

/** §6: affiliate writes are for COMERCIAL and MICRO_ADMIN (and the roles above them); RISK reads. */
function useCanEdit(): boolean {
  return mayCall(useMe().roles, 'PUT /api/afiliados/:id');
}

type AffiliateList =
  | 'GET /api/afiliados/:id/childrenList'
  | 'GET /api/afiliados/:id/statusHistoryList'
  | 'GET /api/afiliados/:id/documentsList'
  | 'GET /api/afiliados/:id/tasksList'
  | 'GET /api/afiliados/:id/transactionList'
  | 'GET /api/afiliados/:id/cancellationOperationList'
  | 'GET /api/afiliados/:id/provisionFundsList';

/** A collection under the affiliate (§7 "Affiliate reads"). */
const listKey = (route: AffiliateList, id: string, query?: Record<string, string>): ReadKey =>
  readKey(route, { id }, query ?? null);

/** A read of a collection under the affiliate: its members are the contract's rows of the route. */
function useAffiliateList<K extends AffiliateList>(route: K, id: string, query?: Record<string, string>) {
  return useRecord<Collection<MemberOf<ResponseOf<K>>>>(listKey(route, id, query));
}

function Contact({ id, affiliate }: SectionProps) {
  const write = useWrite();
  const canEdit = useCanEdit();
  const params = useAffiliateParameters(id);
  const company = useRecordAt<Record<string, unknown>>(affiliate.datosEmpresa);
  const user = useRecordAt<Record<string, unknown>>(affiliate.administrador);
  const accountLink = params.parameters?.account ?? null;
  const account = useRecordAt<Record<string, unknown>>(accountLink);
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
    const texts = {
      success: messages.success.infoUpdated,
      failure: messages.write.updateInfo,
      revalidate: [
        keyOfIri(affiliate.datosEmpresa),
        keyOfIri(affiliate.administrador),
        parametersKey(id),
        keyOfIri(accountLink),
      ],
    };
    // A refused save keeps the form open with the user's input (issue 12).
    const saved = target
      ? await succeeded(write.at('PUT', target, changes, texts))
      : // No account yet: the first IBAN creates it for the administrator (§3 Account).
        block === 'account' && affiliate.administrador
        ? await succeeded(
            write.call(
              'POST /api/accounts',
              { body: { ...changes, user: affiliate.administrador, afiliado: affiliate['@id'] } },
              texts,
            ),
          )
        : false;
    setSaving(null);
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
  const write = useWrite();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const parent = useRecordAt<Affiliate>(affiliate.padre);
  const children = useAffiliateList('GET /api/afiliados/:id/childrenList', id);
  const failed = [children, ...(affiliate.padre ? [parent] : [])].find((r) => r.error);
  const state = failed
    ? loadStateOf(failed)
    : children.data === undefined || (affiliate.padre && !parent.data)
      ? 'loading'
      : 'loaded';
  const removeParent = () =>
    write
      .call(
        'PUT /api/afiliados/:id',
        { params: { id }, body: { padre: null } },
        {
          target: 'padre',
          success: messages.success.parentRemoved,
          failure: messages.write.deleteParent,
          revalidate: [affiliateKey(id)],
        },
      )
      .catch(() => {});
  return (
    <AffiliateDetailStructure
      state={state}
      parent={affiliate.padre && parent.data ? parent.data : null}
      branches={membersOf(children.data)}
      affiliateHref={(other) => affiliateHref(other, 'estructura')}
      onNavigate={(href) => navigate(href)}
      {...(canEdit ? { onRemoveParent: () => void removeParent() } : {})}
      removing={write.busy === 'padre'}
      onRetry={() => {
        void children.mutate();
        void parent.mutate();
      }}
    />
  );
}

function Status({ id, affiliate }: SectionProps) {
  const write = useWrite();
  const { mutate } = useSWRConfig();
  const { roles } = useMe();
  const history = useAffiliateList('GET /api/afiliados/:id/statusHistoryList', id);
  const params = useAffiliateParameters(id);
  const company = useRecordAt<Record<string, unknown>>(affiliate.datosEmpresa);
  const user = useRecordAt<Record<string, unknown>>(affiliate.administrador);
  const account = useRecordAt<Record<string, unknown>>(params.parameters?.account ?? null);
  const reads: [unknown, { data?: unknown; error?: unknown }][] = [
    [affiliate.datosEmpresa, company],
    [affiliate.administrador, user],
    [id, params],
    [params.parameters?.account, account],
  ];
  const pending = reads.some(([key, r]) => Boolean(key) && r.data === undefined && !r.error);
  // §2 'changeStatusValidation': the domain says which fields are missing; the labels are the form's.
  const missing = missingActivationFields({
    company: company.data,
    user: user.data,
    account: account.data,
  }).map((field) => affiliateLabels.contact.fields[field]);
  const activate = async () => {
    try {
      // §4: activate anyway sets estadoCd to ACT and updates the local affiliate info.
      const updated = await write.call(
        'PUT /api/afiliados/:id',
        { params: { id }, body: { estadoCd: ACTIVATED_AFFILIATE_STATE } },
        {
          target: 'activate',
          success: messages.success.affiliateActivated,
          failure: messages.write.activateAffiliate,
          revalidate: [listKey('GET /api/afiliados/:id/statusHistoryList', id)],
        },
      );
      await mutate(affiliateKey(id), updated, { revalidate: false });
    } catch {
      // Notified by the write.
    }
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
      activating={write.busy === 'activate'}
      onRetry={() => void history.mutate()}
    />
  );
}

function Documents({ id, affiliate }: SectionProps) {
  const canEdit = useCanEdit();
  const docs = useAffiliateList('GET /api/afiliados/:id/documentsList', id);
  const { upload, remove, download, busy } = useDocumentActions(
    { field: 'afiliado', iri: affiliate['@id'] },
    [listKey('GET /api/afiliados/:id/documentsList', id)],
  );
  const deleting = docs.data ? membersOf(docs.data).find((r) => String(r.id) === busy) : undefined;
  return (
    <AffiliateDetailDocuments
      state={loadStateOf(docs)}
      rows={membersOf(docs.data)}
      {...(canEdit ? { onUpload: (u) => void upload(u), onDelete: (r) => void remove(r) } : {})}
      uploading={busy === 'upload'}
      deletingId={deleting?.id ?? null}
      onDownload={(r) => void download(r)}
      onRetry={() => void docs.mutate()}
    />
  );
}

function Tasks({ id }: SectionProps) {
  const tasks = useAffiliateList('GET /api/afiliados/:id/tasksList', id);
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
  const children = useAffiliateList('GET /api/afiliados/:id/childrenList', id);
  return (
    <AffiliateDetailChildren
      state={loadStateOf(children)}
      rows={membersOf(children.data)}
      childHref={(r) => affiliateHref(r.id)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void children.mutate()}
    />
  );
}

function Financing({ id }: SectionProps) {
  const navigate = useNavigate();
  // The page lives in the tab's URL, like the lists' (issue 11).
  const list = useList<FinancingRow, 'GET /api/afiliados/:id/financiacionList'>({
    route: 'GET /api/afiliados/:id/financiacionList',
    params: { id },
    pageSize: LIMITS.financingPageSize,
    pageSizeParam: 'limit',
  });
  return (
    <AffiliateDetailFinancing
      state={list.state}
      rows={list.rows}
      total={list.total}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      links={list.links}
      loanHref={(r) => detailPath.loan(r.id)}
      onNavigate={(href) => navigate(href)}
      onRetry={list.retry}
    />
  );
}

/** The investment filters, in the tab's URL under their own names. */
const INVESTMENT_FILTERS = Object.fromEntries(
  Object.keys(NO_INVESTMENT_FILTERS).map((name) => [name, { url: name, api: name }]),
) as Record<keyof InvestmentFilters, ListFilter>;

function Investments({ affiliate }: SectionProps) {
  const investor = affiliate.associatedInvestor;
  // The investor's link, as the affiliate carries it, names the list's route.
  const route = investor ? routeOfIri(`${investor}/inversionesList`) : null;
  const list = useList<InvestmentRow, 'GET /api/inversores/:id/inversionesList', keyof InvestmentFilters>({
    route: 'GET /api/inversores/:id/inversionesList',
    params: route?.params?.id ? { id: route.params.id } : null,
    filters: INVESTMENT_FILTERS,
    pageSize: LIMITS.affiliateInvestmentsPageSize,
  });
  return (
    <AffiliateDetailInvestments
      state={list.state}
      hasInvestor={investor !== null}
      rows={list.rows}
      total={list.total}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      links={list.links}
      filters={list.filters}
      onFiltersChange={list.setFilters}
      onRetry={list.retry}
    />
  );
}

function Transfers({ id }: SectionProps) {
  const list = useAffiliateList('GET /api/afiliados/:id/transactionList', id, {
    pagination: 'false',
  });
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
  const query = { pagination: 'false' };
  const list = useAffiliateList('GET /api/afiliados/:id/cancellationOperationList', id, query);
  const revalidate = [listKey('GET /api/afiliados/:id/cancellationOperationList', id, query)];
  const [checking, setChecking] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const create = async (v: NewCancellation) => {
    setChecking(true);
    setCreateError(null);
    try {
      // §5/§8: the credit must be this affiliate's; a 500 on the check has its own message.
      let status = 200;
      let loan: { afiliado?: string | null } | null = null;
      try {
        const answer = await api.call('GET /api/creditos/:id', { params: { id: v.creditoId } });
        loan = answer;
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
      await write
        .call(
          'POST /api/cancellation_operations',
          {
            body: {
              afiliado: affiliate['@id'],
              credito: iriOf('GET /api/creditos/:id', { id: v.creditoId }),
              amount: v.amount,
              date: v.date,
              byTransfer: v.byTransfer,
            },
          },
          {
            target: 'create',
            success: messages.success.cancellationCreated,
            failure: messages.write.createCancellation,
            revalidate,
          },
        )
        .catch(() => {});
    } finally {
      setChecking(false);
    }
  };
  const remove = (row: CancellationRow) =>
    write
      .call(
        'DELETE /api/cancellation_operations/:id',
        { params: { id: row.id } },
        {
          target: String(row.id),
          success: messages.success.cancellationDeleted,
          failure: messages.write.deleteCancellation,
          revalidate,
        },
      )
      .catch(() => {});
  const deleting = list.data ? membersOf(list.data).find((r) => String(r.id) === write.busy) : undefined;
  return (
    <AffiliateDetailCancellations
      state={loadStateOf(list)}
      rows={membersOf(list.data)}
      {...(canEdit ? { onCreate: (v) => void create(v), onDelete: (r) => void remove(r) } : {})}
      creating={checking || write.busy === 'create'}
      createError={createError}
      deletingId={deleting?.id ?? null}
      onRetry={() => void list.mutate()}
    />
  );
}

function ProvisionFund({ id }: SectionProps) {
  const list = useAffiliateList('GET /api/afiliados/:id/provisionFundsList', id);
  return (
    <AffiliateDetailProvisionFund
      state={loadStateOf(list)}
      quarters={membersOf(list.data)}
      onRetry={() => void list.mutate()}
    />
  );
}

/** One wired section per tab of the affiliate detail's registry. */
export const SECTIONS: Record<AffiliateTab, ComponentType<SectionProps>> = {
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
  'historial-acciones': ({ id }) => (
    <RecordActionHistory resource={iriOf('GET /api/afiliados/:id', { id })} />
  ),
};
