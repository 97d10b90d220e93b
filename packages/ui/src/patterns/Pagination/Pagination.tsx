import { labels } from '#labels';
import { IconButton } from '#primitives/IconButton';
import { Gap, Nav, PageButton, Pages, Range } from './Pagination.styles';

/**
 * The pages a server's list links from the page shown (Hydra's `hydra:view`: first, previous, next
 * and last), by number. A link the server left out names a page it does not serve (a deep page of
 * a large list, a count that is only an estimate): the pager offers no way there.
 */
export interface PageLinks {
  first?: number | null;
  previous?: number | null;
  next?: number | null;
  last?: number | null;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /**
   * A server-paged list's links: the pager follows them (previous, next, the first and the last
   * pages) instead of counting pages from the total, which may name pages the server refuses.
   */
  links?: PageLinks | undefined;
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

/** The pages a list's links name, and the page shown, in order; null is a gap between two of them. */
export function linkedPages(page: number, links: PageLinks): (number | null)[] {
  const named = [links.first, links.previous, page, links.next, links.last].filter(
    (p): p is number => typeof p === 'number' && p >= 1,
  );
  const out: (number | null)[] = [];
  for (const p of [...new Set(named)].sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({
  page,
  links,
  pageCount,
  onPageChange,
  totalItems,
  pageSize,
  label = labels.pagination.nav,
}: PaginationProps) {
  const count = Math.max(
    1,
    links
      ? Math.max(page, links.last ?? 0, links.next ?? 0)
      : (pageCount ?? (totalItems !== undefined && pageSize ? Math.ceil(totalItems / pageSize) : 1)),
  );
  const current = Math.min(Math.max(1, page), count);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= count) onPageChange(p);
  };
  const previous = links ? (links.previous ?? null) : current > 1 ? current - 1 : null;
  const next = links ? (links.next ?? null) : current < count ? current + 1 : null;
  const pages = links ? linkedPages(current, links) : pageWindow(current, count);
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
            disabled={previous === null}
            onClick={() => previous !== null && go(previous)}
          />
        </li>
        {pages.map((p, i) =>
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
            disabled={next === null}
            onClick={() => next !== null && go(next)}
          />
        </li>
      </Pages>
    </Nav>
  );
}
