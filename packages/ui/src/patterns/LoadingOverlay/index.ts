export {
  LoadingOverlay,
  type LoadingOverlayProps,
  type LoadingOverlayScope,
} from './LoadingOverlay';
