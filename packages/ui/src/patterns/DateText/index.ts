export {
  type DateFormat,
  DateText,
  type DateTextProps,
} from './DateText';
