/**
 * The loan lists' state in the URL (issue 13): filters, page and order read from and written to
 * the address bar, and turned into the API's query. Pure, so a reload or a shared link shows the
 * same list, and so it is tested without a browser.
 */
import {
  AMA_LIST_RANGES,
  AMA_LIST_SORTABLE,
  amountFilterValue,
  INSTALLMENT_LIST_RANGES,
  INSTALLMENT_LIST_SORTABLE,
  LOAN_LIST_RANGES,
  LOAN_LIST_SORTABLE,
  LOAN_PHASES,
  type LoanPhase,
} from '@backoffice/domain';
import {
  type AmaListFilters,
  EMPTY_LOAN_FILTERS,
  type InstallmentListFilters,
  type ListOrder,
  type LoanListFilters,
  type LoanType,
} from '@backoffice/ui/screens/loan';
import { type ListUrlSpec, withPageAndOrder } from '../../resources/useListUrlState';

/** URL name of each financing filter (Spanish, as the app's other lists). */
const LOAN_PARAMS: Record<keyof LoanListFilters, string> = {
  phase: 'fase',
  estadoCd: 'estado',
  tipo: 'tipo',
  afiliado: 'afiliado',
  salesAgent: 'comercial',
  createdFrom: 'desde',
  createdTo: 'hasta',
  amountMin: 'importeMin',
  amountMax: 'importeMax',
  text: 'texto',
};

const TYPES: readonly LoanType[] = ['financiacion', 'bnpl', 'prestamo'];
const isPhase = (v: string): v is LoanPhase => Object.hasOwn(LOAN_PHASES, v);
const isoDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

export { emptyIfNone, orderOf, pageOf } from '../../resources/useListUrlState';

export function loanFiltersOf(params: URLSearchParams): LoanListFilters {
  const get = (k: keyof LoanListFilters) => params.get(LOAN_PARAMS[k]) ?? '';
  const phase = get('phase');
  const tipo = get('tipo') as LoanType;
  return {
    ...EMPTY_LOAN_FILTERS,
    phase: isPhase(phase) ? phase : '',
    estadoCd: /^[A-Z0-9]{2,4}$/.test(get('estadoCd')) ? get('estadoCd') : '',
    tipo: TYPES.includes(tipo) ? tipo : '',
    afiliado: /^\d+$/.test(get('afiliado')) ? get('afiliado') : '',
    salesAgent: /^\d+$/.test(get('salesAgent')) ? get('salesAgent') : '',
    createdFrom: isoDay(get('createdFrom')),
    createdTo: isoDay(get('createdTo')),
    amountMin: get('amountMin'),
    amountMax: get('amountMax'),
    text: get('text'),
  };
}

/** The URL of a financing list state; `notFound` is dropped once the user changes anything. */
export function loanParamsOf(
  filters: LoanListFilters,
  page: number,
  order: ListOrder | null,
): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, name] of Object.entries(LOAN_PARAMS) as [keyof LoanListFilters, string][]) {
    if (filters[k]) p.set(name, filters[k]);
  }
  return withPageAndOrder(p, page, order);
}

/** The query of GET /api/financiaciones for a list state (loans §9: pages of 100, set by the API). */
export function loanQueryOf(
  filters: LoanListFilters,
  page: number,
  order: ListOrder | null,
): Record<string, string> {
  const text = filters.text.trim();
  return {
    page: String(page),
    ...(filters.phase ? { phase: filters.phase } : {}),
    ...(filters.estadoCd ? { estadoCd: filters.estadoCd } : {}),
    ...(filters.tipo ? { tipo: filters.tipo } : {}),
    ...(filters.afiliado ? { afiliado: filters.afiliado } : {}),
    ...(filters.salesAgent ? { salesAgent: filters.salesAgent } : {}),
    ...(filters.createdFrom ? { 'createdAt[after]': filters.createdFrom } : {}),
    ...(filters.createdTo ? { 'createdAt[before]': filters.createdTo } : {}),
    ...(amountFilterValue(filters.amountMin)
      ? { 'cantidad[gte]': amountFilterValue(filters.amountMin) }
      : {}),
    ...(amountFilterValue(filters.amountMax)
      ? { 'cantidad[lte]': amountFilterValue(filters.amountMax) }
      : {}),
    ...(text ? { q: text.slice(0, 100) } : {}),
    ...(order ? { [`order[${order.field}]`]: order.direction } : {}),
  };
}

export function installmentFiltersOf(params: URLSearchParams): InstallmentListFilters {
  const estado = params.get('estado') ?? '';
  return {
    estadoCd: /^[A-Z]{2,3}$/.test(estado) ? estado : '',
    credito: /^\d{1,9}$/.test(params.get('credito') ?? '') ? (params.get('credito') ?? '') : '',
    dueFrom: isoDay(params.get('desde')),
    dueTo: isoDay(params.get('hasta')),
  };
}

export function installmentParamsOf(f: InstallmentListFilters, page: number, order: ListOrder | null) {
  const p = new URLSearchParams();
  if (f.estadoCd) p.set('estado', f.estadoCd);
  if (f.credito) p.set('credito', f.credito);
  if (f.dueFrom) p.set('desde', f.dueFrom);
  if (f.dueTo) p.set('hasta', f.dueTo);
  return withPageAndOrder(p, page, order);
}

export function installmentQueryOf(
  f: InstallmentListFilters,
  page: number,
  order: ListOrder | null,
): Record<string, string> {
  return {
    page: String(page),
    ...(f.estadoCd ? { estadoCd: f.estadoCd } : {}),
    ...(f.credito ? { credito: f.credito } : {}),
    ...(f.dueFrom ? { 'fechaCobro[after]': f.dueFrom } : {}),
    ...(f.dueTo ? { 'fechaCobro[before]': f.dueTo } : {}),
    ...(order ? { [`order[${order.field}]`]: order.direction } : {}),
  };
}

export function amaFiltersOf(params: URLSearchParams): AmaListFilters {
  return {
    active: params.get('activas') === '1',
    dateFrom: isoDay(params.get('desde')),
    dateTo: isoDay(params.get('hasta')),
  };
}

export function amaParamsOf(f: AmaListFilters, page: number, order: ListOrder | null) {
  const p = new URLSearchParams();
  if (f.active) p.set('activas', '1');
  if (f.dateFrom) p.set('desde', f.dateFrom);
  if (f.dateTo) p.set('hasta', f.dateTo);
  return withPageAndOrder(p, page, order);
}

export function amaQueryOf(f: AmaListFilters, page: number, order: ListOrder | null): Record<string, string> {
  return {
    page: String(page),
    ...(f.active ? { active: '1' as const } : {}),
    ...(f.dateFrom ? { 'date[after]': f.dateFrom } : {}),
    ...(f.dateTo ? { 'date[before]': f.dateTo } : {}),
    ...(order ? { [`order[${order.field}]`]: order.direction } : {}),
  };
}

/** The financing list's state in the URL (its route and the landing after login read it alike). */
export const LOAN_LIST_URL_STATE: ListUrlSpec<LoanListFilters> = {
  filtersOf: loanFiltersOf,
  paramsOf: loanParamsOf,
  queryOf: loanQueryOf,
  sortable: LOAN_LIST_SORTABLE,
  ranges: LOAN_LIST_RANGES,
};

export const INSTALLMENT_LIST_URL_STATE: ListUrlSpec<InstallmentListFilters> = {
  filtersOf: installmentFiltersOf,
  paramsOf: installmentParamsOf,
  queryOf: installmentQueryOf,
  sortable: INSTALLMENT_LIST_SORTABLE,
  ranges: INSTALLMENT_LIST_RANGES,
};

export const AMA_LIST_URL_STATE: ListUrlSpec<AmaListFilters> = {
  filtersOf: amaFiltersOf,
  paramsOf: amaParamsOf,
  queryOf: amaQueryOf,
  sortable: AMA_LIST_SORTABLE,
  ranges: AMA_LIST_RANGES,
};
