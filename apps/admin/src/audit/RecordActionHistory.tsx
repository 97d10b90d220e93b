import { ActionHistory } from '@backoffice/ui';
import { useState } from 'react';
import { pageLinksOf, sectionOf, useRouteRead } from '../resources';

const PAGE_SIZE = 20;

/**
 * 'Historial de acciones' of one record (issue 14): its audit trail, newest first, a page at a
 * time (`GET /api/auditLog?resource={iri}`). The loan, affiliate and investor details wire it by
 * the record's IRI (`/api/creditos/12`).
 */
export function RecordActionHistory({ resource }: { resource: string }) {
  const [page, setPage] = useState(1);
  const read = useRouteRead(
    'GET /api/auditLog',
    {},
    { resource, page: String(page), itemsPerPage: String(PAGE_SIZE) },
  );
  const section = sectionOf(read, (answer) => ({
    rows: answer['hydra:member'],
    totalItems: answer['hydra:totalItems'],
    page,
    pageSize: PAGE_SIZE,
    links: pageLinksOf(answer),
  }));
  return (
    <ActionHistory
      state={section.state}
      data={section.data}
      onPageChange={setPage}
      onRetry={section.onRetry}
    />
  );
}
