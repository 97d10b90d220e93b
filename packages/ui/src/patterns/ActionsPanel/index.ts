export {
  type ActionHandle,
  ActionsPanel,
  type ActionsPanelProps,
  type AdminActionSnapshotLike,
  type UseAction,
} from './ActionsPanel';
