export { type ConflictChange, ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
