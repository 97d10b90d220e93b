import { sectionOf, useRouteRead } from '../../resources';
import { FRESH } from './parameters';

/**
 * The loan id of `?credito=`: digits are the id; anything else is a loan code (the finder opens a
 * borrower by code, loans §2), looked up in the financing list by its text filter.
 */
export function useLoanId(raw: string): { id: string | null; notFound: boolean } {
  const isId = /^\d{1,9}$/.test(raw);
  const byCode = sectionOf(
    useRouteRead('GET /api/financiaciones', !isId && raw !== '' ? {} : null, { q: raw }, FRESH),
    (answer) => answer['hydra:member'].find((l) => l.code.toLowerCase() === raw.toLowerCase()) ?? null,
  );
  if (isId) return { id: raw, notFound: false };
  if (raw === '') return { id: null, notFound: false };
  return {
    id: byCode.data ? String(byCode.data.id) : null,
    notFound: byCode.state === 'loaded' && byCode.data === null,
  };
}
