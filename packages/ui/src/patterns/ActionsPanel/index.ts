export {
  ActionButton,
  type ActionHandle,
  ActionsPanel,
  type ActionsPanelProps,
  type AdminActionSnapshotLike,
  type RecordSearch,
  type RecordSearches,
  type UseAction,
} from './ActionsPanel';
export { type AskedEntry, actionPaletteItems, useAskedEntry } from './ActionsPanelPalette';
