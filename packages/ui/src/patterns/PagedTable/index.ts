export { PagedTable, type PagedTableProps, type TablePage } from './PagedTable';
