/**
 * One section per loan-detail tab (issue 13): each mounts when its tab is open and reads its own
 * data by route key, so a tab's reads happen on demand and are cached per tab. Scoring, the
 * heaviest, is its own chunk.
 */
import {
  actionsFor,
  ibanEntityCode,
  type LoanDetailTab,
  loanAction,
  shownReadError,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { AskedEntry } from '@backoffice/ui';
import { AffiliateDetailDocuments, type DocumentRow } from '@backoffice/ui/screens/affiliate';
import {
  type AccountLwStatus,
  type Asnef,
  type Bank,
  type CoborrowerInfo,
  type Configuracion,
  type LoanDetail,
  LoanDetailBorrower,
  LoanDetailBorrowerInfo,
  LoanDetailFlags,
  LoanDetailHistory,
  LoanDetailInstallments,
  LoanDetailInvestors,
  LoanDetailOtherInfo,
  LoanDetailPayMethods,
  LoanDetailPayment,
  LoanDetailStatus,
  type LoanFlags,
  type Read,
  type WalletBalance,
} from '@backoffice/ui/screens/loan';
import { type ComponentType, lazy, useState } from 'react';
import { ApiError } from '../../api/client';
import { RecordActionHistory } from '../../audit/RecordActionHistory';
import { useDocumentActions } from '../../documents/useDocumentActions';
import {
  type Collection,
  idFromLink,
  iriOf,
  membersOf,
  readKey,
  sectionOf,
  useMe,
  useRouteRead,
} from '../../resources';
import { LoanActionsPanel } from './LoanActions';
import { FRESH } from './parameters';
import { useRowActions } from './RowActions';

export interface SectionProps {
  id: string;
  loan: LoanDetail;
  /** An action the palette asked for: the tab with the actions panel runs it. */
  asked?: AskedEntry | null;
}

/** `?id{product}=`: the loan named by its product (loans §7). */
export function productQuery(loan: LoanDetail, id: string): Record<string, string> {
  const name =
    loan.tipo === 'financiacion'
      ? 'idFinanciacion'
      : loan.tipo === 'bnpl'
        ? 'idBnpl'
        : loan.tipo === 'prestamo'
          ? 'idPrestamo'
          : 'idCredito';
  return { [name]: id };
}

const flagsOf = (c: unknown): LoanFlags => {
  const r = c as Partial<LoanFlags>;
  return {
    flags: r.flags ?? {},
    demandaJudicial: r.demandaJudicial ?? false,
    visibleRecobro: r.visibleRecobro ?? false,
    cancelledByAffiliate: r.cancelledByAffiliate ?? false,
  };
};

function StatusSection({ id, loan, asked = null }: SectionProps) {
  const detail = sectionOf(useRouteRead('GET /api/loanControlDetail/:id', { id }, null, FRESH));
  // loans §7: checkAsnef first, then the asnef resource it names (none when never checked).
  const check = sectionOf(useRouteRead('GET /api/checkAsnef/:id', { id }, null, FRESH));
  const asnefId = idFromLink(check.data?.asnef);
  const asnef = sectionOf(useRouteRead('GET /api/asnefs/:id', asnefId ? { id: asnefId } : null, null, FRESH));
  const asnefRead: Read<Asnef | null> =
    check.state !== 'loaded'
      ? { state: check.state, data: null, onRetry: check.onRetry }
      : asnefId
        ? asnef
        : { state: 'loaded', data: null };
  return (
    <>
      <LoanDetailStatus {...detail} asnef={asnefRead} />
      {/* Issue 14: the loan's admin actions, under its status. */}
      <LoanActionsPanel id={id} loan={loan} asked={asked} />
    </>
  );
}

function BorrowerSection({ id, loan }: SectionProps) {
  const userId = String(loan.userId);
  const accountId = idFromLink(loan.account);
  const entityCode = ibanEntityCode(loan.accountIban);
  const wallet = sectionOf(
    useRouteRead('GET /api/users/:id/walletLWBalance', { id: userId }, null, FRESH),
    (a) => a as WalletBalance,
  );
  const accountStatus = sectionOf(
    useRouteRead('GET /api/tools/accountLWStatus/:id', accountId ? { id: accountId } : null, null, FRESH),
    (a) => a as AccountLwStatus,
  );
  const bank = sectionOf(
    useRouteRead('GET /api/banks', entityCode ? {} : null, { entityCode }, FRESH),
    (a) => membersOf(a as Collection<Bank>)[0] ?? null,
  );
  const coborrowerId = idFromLink(loan.coborrower);
  const coborrower = sectionOf(
    useRouteRead('GET /api/users/:id', coborrowerId ? { id: coborrowerId } : null, null, FRESH),
    (a) => a as CoborrowerInfo,
  );
  return (
    <>
      <LoanDetailBorrower
        loan={loan}
        wallet={wallet}
        accountStatus={accountStatus}
        bank={bank}
        coborrower={coborrower}
      />
      <BorrowerInfoSections id={id} loan={loan} />
    </>
  );
}

/** A linked resource's read: a null link is an empty section, not a read that never ends. */
const linkedRead = <T,>(link: string | null, read: Read<T>): Read<T> =>
  link ? read : { state: 'loaded', data: null };

/** a13c: the loan's borrower info, ID document and car, each read on demand by its own link. */
function BorrowerInfoSections({ id, loan }: SectionProps) {
  const borrowerInfo = sectionOf(
    useRouteRead('GET /api/creditos/:id/borrowerInfo', loan.borrowerInfo ? { id } : null, null, FRESH),
  );
  const idInfo = sectionOf(
    useRouteRead('GET /api/creditos/:id/idInfo', loan.idInfo ? { id } : null, null, FRESH),
  );
  const carInfo = sectionOf(
    useRouteRead('GET /api/creditos/:id/carInfo', loan.carInfo ? { id } : null, null, FRESH),
  );
  return (
    <LoanDetailBorrowerInfo
      borrowerInfo={linkedRead(loan.borrowerInfo, borrowerInfo)}
      idInfo={linkedRead(loan.idInfo, idInfo)}
      carInfo={linkedRead(loan.carInfo, carInfo)}
    />
  );
}

function InstallmentsSection({ id }: SectionProps) {
  return (
    <LoanDetailInstallments
      {...sectionOf(
        useRouteRead('GET /api/creditos/:id/cuotas', { id }, { activa: '1', pagination: 'false' }, FRESH),
        (a) => a['hydra:member'],
      )}
    />
  );
}

function PaymentSection({ id, loan }: SectionProps) {
  const product = productQuery(loan, id);
  const [consumed, setConsumed] = useState<number | null>(null);
  const amortizations = sectionOf(
    useRouteRead('GET /api/amortizations/', {}, { ...product, active: '1' }, FRESH),
    (a) => a['hydra:member'],
  );
  const operations = sectionOf(
    useRouteRead('GET /api/operations/', {}, product, FRESH),
    (a) => a['hydra:member'],
  );
  const ama = sectionOf(
    useRouteRead('GET /api/amountAdvancedAmortization/:id', { id }, { borrower: '1' }, FRESH),
  );
  const simulation = sectionOf(
    useRouteRead('GET /api/tools/microadmin/advanceAmortizationSimulation/:id', { id }, null, FRESH),
  );
  const cancellation = sectionOf(
    useRouteRead(
      'GET /api/tools/microadmin/advanceAmortizationSimulation/:id',
      consumed === null ? null : { id },
      { cancellation: '1', consumedAmount: consumed === null ? undefined : consumed.toFixed(2) },
      FRESH,
    ),
  );
  return (
    <LoanDetailPayment
      amortizations={amortizations}
      operations={operations}
      ama={ama}
      simulation={simulation}
      {...(simulation.state === 'forbidden'
        ? {}
        : {
            cancellation: consumed === null ? undefined : cancellation,
            onSimulateCancellation: setConsumed,
          })}
    />
  );
}

/** loans §8: other-info reads that never got an answer (status 0) are ignored: shown as empty. */
function ignoringStatusZero<T>(read: Read<T> & { error: unknown }): Read<T> {
  const status = read.error instanceof ApiError ? read.error.status : null;
  return read.state === 'error' && !shownReadError(status) ? { state: 'loaded', data: null } : read;
}

function OtherInfoSection({ id }: SectionProps) {
  const configuration = sectionOf(
    useRouteRead('GET /api/configuracions', {}, null, FRESH),
    (a) => a['hydra:member'] as Configuracion[],
  );
  const flags = sectionOf(useRouteRead('GET /api/creditos/:id', { id }, null, FRESH), flagsOf);
  return (
    <LoanDetailOtherInfo
      configuration={ignoringStatusZero(configuration)}
      flags={ignoringStatusZero(flags)}
    />
  );
}

/**
 * Documentos: the borrower's documents with their status; upload (owned by the loan's borrower:
 * the form's `credito`) and delete for the roles the registry's deleteDocument entry names.
 */
function DocumentsSection({ id, loan }: SectionProps) {
  const { roles } = useMe();
  const userId = String(loan.userId);
  const docs = useRouteRead('GET /api/users/:id/documentsList', { id: userId }, null, FRESH);
  const rows = membersOf(docs.data as Collection<DocumentRow> | undefined);
  const { upload, remove, download, busy } = useDocumentActions(
    { field: 'credito', iri: iriOf('GET /api/creditos/:id', { id }) },
    [readKey('GET /api/users/:id/documentsList', { id: userId })],
  );
  const canEdit = actionsFor(roles, [loanAction('deleteDocument')]).length > 0;
  const deleting = rows.find((r) => String(r.id) === busy);
  return (
    <AffiliateDetailDocuments
      state={docs.state}
      rows={rows}
      {...(canEdit ? { onUpload: (u) => void upload(u), onDelete: (r) => void remove(r) } : {})}
      uploading={busy === 'upload'}
      deletingId={deleting?.id ?? null}
      onDownload={(r) => void download(r)}
      onRetry={() => void docs.mutate()}
      errorMessage={messages.loanDetail.documents}
    />
  );
}

function HistorySection({ id }: SectionProps) {
  return (
    <LoanDetailHistory
      {...sectionOf(
        useRouteRead('GET /api/creditos/:id/statusHistoryList', { id }, { pagination: 'false' }, FRESH),
        (a) => a['hydra:member'],
      )}
    />
  );
}

function PayMethodsSection({ id, loan }: SectionProps) {
  // Each method's actions (disable it) in its row.
  const rowActions = useRowActions('paymentMethod', id, loan);
  return (
    <LoanDetailPayMethods
      {...sectionOf(
        useRouteRead('GET /api/pay_methods', {}, { ...productQuery(loan, id), limit: '1000' }, FRESH),
        (a) => a['hydra:member'],
      )}
      {...(rowActions ? { rowActions } : {})}
    />
  );
}

function InvestorsSection({ id, loan }: SectionProps) {
  const investors = sectionOf(
    useRouteRead('GET /api/creditos/:id/investorsList', { id }, null, FRESH),
    (a) => a['hydra:member'],
  );
  const investments = sectionOf(
    useRouteRead('GET /api/creditos/:id/inversiones', { id }, null, FRESH),
    (a) => a['hydra:member'],
  );
  // Issue 14: each investment's actions (cancel it, remove the investor) in its row.
  const investmentActions = useRowActions('investment', id, loan);
  return (
    <LoanDetailInvestors
      investors={investors}
      investments={investments}
      {...(investmentActions ? { investmentActions } : {})}
    />
  );
}

function FlagsSection({ id }: SectionProps) {
  return (
    <LoanDetailFlags {...sectionOf(useRouteRead('GET /api/creditos/:id', { id }, null, FRESH), flagsOf)} />
  );
}

/** The tab that shows the loan's actions panel (under its status). */
export const ACTIONS_TAB = 'estado' satisfies LoanDetailTab;

export const TAB_SECTIONS: Record<LoanDetailTab, ComponentType<SectionProps>> = {
  [ACTIONS_TAB]: StatusSection,
  prestatario: BorrowerSection,
  cuotas: InstallmentsSection,
  pago: PaymentSection,
  'otra-informacion': OtherInfoSection,
  documentos: DocumentsSection,
  historico: HistorySection,
  scoring: lazy(() => import('./ScoringSection')),
  'metodos-pago': PayMethodsSection,
  inversores: InvestorsSection,
  flags: FlagsSection,
  'historial-acciones': ({ id }) => <RecordActionHistory resource={iriOf('GET /api/creditos/:id', { id })} />,
};
