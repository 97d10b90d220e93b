import { Pagination } from '../../../patterns/Pagination/Pagination';

export interface AffiliatePagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** The kit's Pagination from a total and a page size ('101–200 de 345'). */
export function AffiliatePager({ page, pageSize, total, onPageChange, label }: AffiliatePagerProps) {
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={onPageChange}
      totalItems={total}
      pageSize={pageSize}
      {...(label ? { label } : {})}
    />
  );
}
