export { labels } from './labels';
// Issue 14: the 'Historial de acciones' section of the loan, affiliate and investor details.
export {
  ActionHistory,
  type ActionHistoryEntry,
  type ActionHistoryPage,
  type ActionHistoryProps,
} from './patterns/ActionHistory/ActionHistory';
export {
  ActionButton,
  type ActionHandle,
  ActionsPanel,
  type ActionsPanelProps,
  type AdminActionSnapshotLike,
  type RecordSearch,
  type RecordSearches,
  type UseAction,
} from './patterns/ActionsPanel/ActionsPanel';
export {
  type AskedEntry,
  actionPaletteItems,
  useAskedEntry,
} from './patterns/ActionsPanel/ActionsPanelPalette';
export { Banner, type BannerProps } from './patterns/Banner/Banner';
export {
  CommandPalette,
  type CommandPaletteProps,
  type PaletteChoice,
  type PaletteItem,
  type PaletteRecord,
} from './patterns/CommandPalette/CommandPalette';
export { CommandPaletteTrigger, usePaletteShortcut } from './patterns/CommandPalette/CommandPaletteTrigger';
export { ConfirmDialog, type ConfirmDialogProps } from './patterns/ConfirmDialog/ConfirmDialog';
export {
  type ConflictChange,
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictLastChange,
} from './patterns/ConflictDialog/ConflictDialog';
export { CopyToClipboard, type CopyToClipboardProps } from './patterns/CopyToClipboard/CopyToClipboard';
export {
  type CellValue,
  type ColumnAlign,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './patterns/DataTable/DataTable';
export { type DateFormat, DateText, type DateTextProps } from './patterns/DateText/DateText';
export {
  type Environment,
  EnvironmentBadge,
  type EnvironmentBadgeProps,
} from './patterns/EnvironmentBadge/EnvironmentBadge';
export {
  FigureGrid,
  type FigureGridItem,
  type FigureGridProps,
  type FigureGridVariant,
} from './patterns/FigureGrid/FigureGrid';
export { Finder, type FinderProps, type FinderResult } from './patterns/Finder/Finder';
export {
  InlineEdit,
  type InlineEditKind,
  type InlineEditProps,
  type InlineEditResult,
  type InlineEditValue,
} from './patterns/InlineEdit/InlineEdit';
export {
  type KeyValueColumns,
  type KeyValueItem,
  KeyValueList,
  type KeyValueListProps,
} from './patterns/KeyValueList/KeyValueList';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
  type LoadingOverlayScope,
} from './patterns/LoadingOverlay/LoadingOverlay';
export { Money, type MoneyFormat, type MoneyProps } from './patterns/Money/Money';
export {
  Notification,
  NotificationArea,
  type NotificationAreaProps,
  type NotificationItem,
} from './patterns/Notification/Notification';
export { PagedTable, type PagedTableProps, type TablePage } from './patterns/PagedTable/PagedTable';
export {
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  NotFoundState,
  PageState,
  type PageStateProps,
  UnderConstructionState,
} from './patterns/PageState/PageState';
export {
  linkedPages,
  type PageLinks,
  Pagination,
  type PaginationProps,
  pageWindow,
} from './patterns/Pagination/Pagination';
export {
  RecordChangedNotice,
  type RecordChangedNoticeProps,
} from './patterns/RecordChangedNotice/RecordChangedNotice';
export {
  ReloginModal,
  type ReloginModalProps,
  type ReloginValues,
} from './patterns/ReloginModal/ReloginModal';
export { type LoadState, Section, SectionBody, type SectionProps } from './patterns/Section/Section';
export {
  SectionTable,
  type SectionTableColumn,
  type SectionTableProps,
} from './patterns/SectionTable/SectionTable';
export {
  LoanStatusBadge,
  StatusBadge,
  type StatusBadgeProps,
  type StatusCatalogue,
  statusFor,
} from './patterns/StatusBadge/StatusBadge';
export { type TabItem, Tabs, type TabsProps } from './patterns/Tabs/Tabs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button/Button';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
export { DateField, type DateFieldProps } from './primitives/DateField/DateField';
export { IconButton, type IconButtonProps, type IconName } from './primitives/IconButton/IconButton';
export { Modal, type ModalProps, type ModalSize } from './primitives/Modal/Modal';
export { NumberField, type NumberFieldProps } from './primitives/NumberField/NumberField';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './primitives/Popover/Popover';
export { Select, type SelectOption, type SelectProps } from './primitives/Select/Select';
export { Textarea, type TextareaProps } from './primitives/Textarea/Textarea';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { buildTheme, type Theme, theme } from './theme/theme';
export { type StatusTone, type Tokens, tokens } from './theme/tokens';
