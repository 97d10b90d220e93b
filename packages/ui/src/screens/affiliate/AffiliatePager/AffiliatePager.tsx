import { labels } from '../../../labels';
import { Button } from '../../../primitives/Button/Button';
import { Nav, Range } from './AffiliatePager.styles';

export interface AffiliatePagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page holds several pagers. */
  label?: string;
}

/** Previous and next with the range shown ('101–200 de 345'). */
export function AffiliatePager({ page, pageSize, total, onPageChange, label }: AffiliatePagerProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Nav aria-label={label ?? labels.pagination.nav}>
      <Range aria-live="polite">{labels.pagination.range(from, to, total)}</Range>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {labels.pagination.previous}
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
        {labels.pagination.next}
      </Button>
    </Nav>
  );
}
