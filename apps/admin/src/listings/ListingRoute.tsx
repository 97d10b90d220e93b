import type { ListingPage } from '@backoffice/domain/contract';
import { listingForPath } from '@backoffice/domain/listings';
import { ListingArrearsForm, type ListingOrder, ListingScreen } from '@backoffice/ui/screens';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../api/client';
import { useReportsList } from '../reports/reports';
import { PAGE_PARAM, pageLinksOf, useRouteRead } from '../resources';
import { useListHistory } from '../resources/listHistory';
import { useDownload } from '../resources/useDownload';

const PAGE_SIZE = 50;
const ORDER = /^order\[(.+)\]$/;

/**
 * Every listing route of the domain table and the generic report (issue 16): the path names the
 * listing and its route parameters (listingForPath); filters, page and order live in the page's
 * URL; the server sends the columns, filters and order with each page (GET /api/listados/{id}).
 */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useListHistory();
  const listing = listingForPath(pathname);
  const id = listing?.id ?? '';

  const page = Math.max(1, Number(params.get(PAGE_PARAM) ?? 1) || 1);
  const filterValues: Record<string, string> = {};
  let urlOrder: ListingOrder | null = null;
  for (const [name, value] of params) {
    const key = ORDER.exec(name)?.[1];
    if (key && (value === 'asc' || value === 'desc')) urlOrder = { key, dir: value };
    else if (name !== PAGE_PARAM && !key) filterValues[name] = value;
  }
  const query = {
    ...listing?.params,
    ...filterValues,
    ...(urlOrder ? { [`order[${urlOrder.key}]`]: urlOrder.dir } : {}),
    page: String(page),
    itemsPerPage: String(PAGE_SIZE),
  };
  const read = useRouteRead('GET /api/listados/:id', listing ? { id } : null, query);
  // The answer is a page unless a file was asked for, which this read never does.
  const data = read.data as ListingPage | undefined;
  // A file report of the sidebar (§2 "a binary file download") opened by its address downloads once.
  const isReport = listing?.route.path === '/listados/reportList/{id}';
  const reports = useReportsList(isReport);
  const isFile = reports.data?.[id]?.kind === 'file';
  const started = useRef<string | null>(null);

  const show = (next: { filters?: Record<string, string>; page?: number; order?: ListingOrder | null }) => {
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next.filters ?? filterValues)) if (v) out.set(k, v);
    const order = next.order === undefined ? urlOrder : next.order;
    if (order) out.set(`order[${order.key}]`, order.dir);
    const p = next.page ?? 1;
    if (p > 1) out.set(PAGE_PARAM, String(p));
    setParams(out);
  };

  const file = useDownload();
  const download = async () => {
    if (!data) return;
    const { page: _p, itemsPerPage: _n, ...rest } = query;
    await file.download(pathOf('GET /api/listados/:id', { id }, { ...rest, format: 'xlsx' }), data.fileName);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per file report opened.
  useEffect(() => {
    if (!isFile || !data || started.current === id) return;
    started.current = id;
    void download();
  }, [isFile, data, id]);

  const status = listing ? read.state : 'error';
  return (
    <ListingScreen
      status={status}
      title={data?.title ?? listing?.route.title ?? ''}
      columns={data?.columns ?? []}
      filters={data?.filters ?? []}
      filterValues={filterValues}
      onFiltersChange={(filters) => show({ filters })}
      rows={data?.['hydra:member'] ?? []}
      totalItems={data?.['hydra:totalItems'] ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => show({ page: p })}
      links={pageLinksOf(data)}
      order={data?.order ?? urlOrder}
      sortable={data?.sortable ?? []}
      onOrderChange={(order) => show({ order })}
      download={file.progress}
      onDownload={() => void download()}
      onNavigate={(href) => navigate(href)}
    >
      {id === 'morosidad' && listing ? (
        // loans §2: the general arrears form builds the route of the list it shows.
        <ListingArrearsForm
          values={{
            ge: listing.params.ge ?? '0',
            morososTresMas: listing.params.morososTresMas ?? '0',
            tipo: listing.params.tipo ?? 'todos',
            producto: listing.params.producto ?? 'plataforma',
          }}
          onSubmit={(v) =>
            navigate(
              `/listados/morosidad/${[v.ge, v.morososTresMas, v.tipo, v.producto].map(encodeURIComponent).join('/')}`,
            )
          }
        />
      ) : null}
    </ListingScreen>
  );
}
