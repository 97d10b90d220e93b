/**
 * How the affiliate area's rows become JSON-LD: the affiliate resource and the members of its
 * section lists, shaped as the contract (@backoffice/domain/contract, affiliates.ts) declares them.
 * Some are shared with other areas' routes (documents, links, plans, cancellations).
 */
import { affiliatePhase, mixedMonths2 } from '@backoffice/domain';
import type * as s from '../../db/schema';
import type { AffiliateListRow } from '../../lib/affiliateList';
import { iri, iriOf } from '../../lib/iri';
import { collection, member, pageOffset, pagingFrom } from '../../lib/jsonld';
import type { AffiliateRow } from '../../lib/scope';

type Query = Readonly<Record<string, string | undefined>>;

/** The affiliate resource (§3 "Affiliate"): fields as the API spells them, links as paths. */
export function affiliateBody(a: AffiliateRow) {
  const {
    padreId,
    datosEmpresaId,
    administradorId,
    plataformaSalesAgentId,
    assignedSalesAgentId,
    associatedInvestorId,
    ...rest
  } = a;
  return {
    ...rest,
    collaborationContractAt: a.collaborationContractAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    padre: iri('afiliado', padreId),
    datosEmpresa: iri('datosEmpresa', datosEmpresaId),
    administrador: iri('user', administradorId),
    plataformaSalesAgent: iri('user', plataformaSalesAgentId),
    assignedSalesAgent: iri('user', assignedSalesAgentId),
    associatedInvestor: iri('investor', associatedInvestorId),
    phase: affiliatePhase(a.estadoCd),
  };
}

/** One row of the affiliate list; the badge computes the status label and tone from `status`. */
export function affiliateListMember(r: AffiliateListRow) {
  return member('AffiliateListRow', iriOf('afiliado', r.id), {
    id: r.id,
    code: r.code,
    origin: r.origin,
    email: r.email,
    lastComment: r.lastComment,
    name: r.name,
    plataformaAgent: r.plataformaAgentName,
    plataformaAgentIri: iri('user', r.plataformaAgentId),
    salesAgent: r.salesAgentName,
    salesAgentIri: iri('user', r.salesAgentId),
    status: r.status,
    kyc: r.kyc,
  });
}

/** A section list that pages only when asked to (`paged`), otherwise the whole section at once. */
export function sectionList<M>(url: string, query: Query, type: string, members: M[], paged: boolean) {
  const path = url.split('?')[0] ?? url;
  const paging = pagingFrom(query, paged ? 30 : 1000);
  if (!paged || !paging.enabled)
    return collection(type, path, query, members, members.length, { ...paging, enabled: false });
  const start = pageOffset(paging);
  return collection(
    type,
    path,
    query,
    members.slice(start, start + paging.itemsPerPage),
    members.length,
    paging,
  );
}

export function documentMember(d: typeof s.documents.$inferSelect) {
  return member('Document', iriOf('document', d.id), {
    id: d.id,
    createdAt: d.createdAt.toISOString(),
    type: d.type,
    description: d.description,
    lwId: d.lwId,
    status: d.status,
    name: d.name,
    download: d.storedName ? `${iriOf('document', d.id)}/download` : null,
  });
}

export function linkMember(l: typeof s.linksAfiliados.$inferSelect) {
  return member('LinkAfiliado', iriOf('link', l.id), {
    id: l.id,
    producto: l.producto,
    cantidad: l.cantidad,
    secondaryReason: iri('secondaryReason', l.secondaryReasonId),
    customDomain: l.customDomain,
    hash: l.hash,
    uri: l.uri,
    afiliado: iriOf('afiliado', l.affiliateId),
  });
}

export function planMember(p: typeof s.configuracionAfiliados.$inferSelect) {
  const { affiliateId, secondaryReasonId, createdAt, ...rest } = p;
  return member('ConfiguracionAfiliado', iriOf('plan', p.id), {
    ...rest,
    mixedMonths2: mixedMonths2(p.meses, p.mixedMonths1),
    afiliado: iriOf('afiliado', affiliateId),
    secondaryReason: iri('secondaryReason', secondaryReasonId),
    createdAt: createdAt.toISOString(),
  });
}

export function cancellationMember(
  c: typeof s.cancellationOperations.$inferSelect,
  loanCode: string,
  loanStatus: string,
  salesAgent: string | null,
) {
  return member('CancellationOperation', iriOf('cancellation', c.id), {
    id: c.id,
    loan: iriOf('loan', c.loanId),
    loanId: loanCode,
    loanStatus,
    createdAt: c.createdAt.toISOString(),
    date: c.date,
    amount: c.amount,
    finalAmount: c.finalAmount,
    validated: c.validated,
    byTransfer: c.byTransfer,
    salesAgent,
    previousOperation: iri('cancellation', c.previousOperationId),
    nextOperation: iri('cancellation', c.nextOperationId),
  });
}
