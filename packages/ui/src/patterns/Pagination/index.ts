export {
  Pagination,
  type PaginationProps,
  pageWindow,
} from './Pagination';
