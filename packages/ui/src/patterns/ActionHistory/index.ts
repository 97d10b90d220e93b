export {
  ActionHistory,
  type ActionHistoryEntry,
  type ActionHistoryPage,
  type ActionHistoryProps,
} from './ActionHistory';
