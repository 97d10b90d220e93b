export {
  FilterBar,
  type FilterBarProps,
  type FilterBarSelect,
  type FilterBarText,
} from './FilterBar';
