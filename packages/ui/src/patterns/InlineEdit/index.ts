export {
  InlineEdit,
  type InlineEditKind,
  type InlineEditProps,
  type InlineEditResult,
  type InlineEditValue,
} from './InlineEdit';
