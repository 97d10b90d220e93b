export {
  CopyToClipboard,
  type CopyToClipboardProps,
} from './CopyToClipboard';
