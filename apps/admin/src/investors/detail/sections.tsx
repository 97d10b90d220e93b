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
import { RecordActionHistory } from '../../audit/RecordActionHistory';
import { useDocumentActions } from '../../documents/useDocumentActions';
import {
  type Collection,
  idFromLink,
  iriOf,
  membersOf,
  pageLinksOf,
  readKey,
  sectionOf,
  useRouteRead,
  useWrite,
} from '../../resources';
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
      links={pageLinksOf(read.data)}
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
  const userId = userIdOf(investor);
  const docs = useRouteRead('GET /api/users/:id/documentsList', { id: userId }, null, FRESH);
  const rows = membersOf(docs.data as Collection<DocumentRow> | undefined);
  const { upload, remove, download, busy } = useDocumentActions({ field: 'user', iri: investor.user }, [
    readKey('GET /api/users/:id/documentsList', { id: userId }),
  ]);
  const deleting = rows.find((r) => String(r.id) === busy);
  return (
    <AffiliateDetailDocuments
      state={docs.state}
      rows={rows}
      onUpload={(u) => void upload(u)}
      onDelete={(r) => void remove(r)}
      uploading={busy === 'upload'}
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
  'historial-acciones': ({ id }: SectionProps) => (
    <RecordActionHistory resource={iriOf('GET /api/inversores/:id', { id })} />
  ),
};
