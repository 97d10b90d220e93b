export {
  ReloginModal,
  type ReloginModalProps,
  type ReloginValues,
} from './ReloginModal';
