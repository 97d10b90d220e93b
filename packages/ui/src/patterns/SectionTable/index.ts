export {
  SectionTable,
  type SectionTableColumn,
  type SectionTableProps,
} from './SectionTable';
