export {
  type KeyValueColumns,
  type KeyValueItem,
  KeyValueList,
  type KeyValueListProps,
} from './KeyValueList';
