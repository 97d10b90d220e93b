import { labels } from '#labels';
import { IconButton } from '#primitives/IconButton';
import { Gap, Nav, PageButton, Pages, Range } from './Pagination.styles';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Without it, the pages `totalItems` make at `pageSize` a page ('101–200 de 345'). */
  pageCount?: number;
  onPageChange: (page: number) => void;
  /** With both, the range shown reads '21–40 de 245'. */
  totalItems?: number;
  pageSize?: number;
  /** Names the navigation landmark when a screen has more than one. */
  label?: string;
}

/** The pages to list: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  totalItems,
  pageSize,
  label = labels.pagination.nav,
}: PaginationProps) {
  const count = Math.max(
    1,
    pageCount ?? (totalItems !== undefined && pageSize ? Math.ceil(totalItems / pageSize) : 1),
  );
  const current = Math.min(Math.max(1, page), count);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= count) onPageChange(p);
  };
  const range =
    totalItems !== undefined && pageSize !== undefined && totalItems > 0
      ? labels.pagination.range(
          (current - 1) * pageSize + 1,
          Math.min(current * pageSize, totalItems),
          totalItems,
        )
      : null;
  return (
    <Nav aria-label={label}>
      {range ? <Range>{range}</Range> : <span />}
      <Pages>
        <li>
          <IconButton
            label={labels.pagination.previous}
            icon="chevronLeft"
            size="sm"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          />
        </li>
        {pageWindow(current, count).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <Gap key={`gap-${i}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={p}>
              <PageButton
                type="button"
                aria-label={labels.pagination.page(p)}
                aria-current={p === current ? 'page' : undefined}
                onClick={() => go(p)}
              >
                {p}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={labels.pagination.next}
            icon="chevronRight"
            size="sm"
            disabled={current >= count}
            onClick={() => go(current + 1)}
          />
        </li>
      </Pages>
    </Nav>
  );
}
