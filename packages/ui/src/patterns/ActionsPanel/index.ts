export {
  ActionButton,
  type ActionHandle,
  ActionsPanel,
  type ActionsPanelProps,
  type AdminActionSnapshotLike,
  type AffiliateSearch,
  type UseAction,
} from './ActionsPanel';
