export {
  linkedPages,
  type PageLinks,
  Pagination,
  type PaginationProps,
  pageWindow,
} from './Pagination';
