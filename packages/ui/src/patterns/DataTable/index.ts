export {
  type CellValue,
  type ColumnAlign,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './DataTable';
