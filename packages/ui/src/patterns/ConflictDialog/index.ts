export {
  type ConflictChange,
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictLastChange,
} from './ConflictDialog';
