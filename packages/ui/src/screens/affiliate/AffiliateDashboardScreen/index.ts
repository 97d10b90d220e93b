export {
  AffiliateDashboardScreen,
  type AffiliateDashboardScreenProps,
  type RecentStateChange,
} from './AffiliateDashboardScreen';
