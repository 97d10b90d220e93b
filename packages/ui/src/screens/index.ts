export { Shell, type ShellProps } from '../layout/Shell/Shell';
export { Sidebar, type SidebarProps } from '../layout/Sidebar/Sidebar';
export { UserMenu, type UserMenuProps } from '../layout/UserMenu/UserMenu';
export { HomeScreen, type HomeScreenProps } from './HomeScreen/HomeScreen';
export {
  type ArrearsRouteValues,
  ListingArrearsForm,
  type ListingArrearsFormProps,
} from './ListingScreen/ListingArrearsForm';
export {
  type ListingDownload,
  type ListingOrder,
  type ListingRow,
  ListingScreen,
  type ListingScreenProps,
} from './ListingScreen/ListingScreen';
export { LoginScreen, type LoginScreenProps, type LoginValues } from './LoginScreen/LoginScreen';
export { screenLabels } from './labels';
export {
  ReportListScreen,
  type ReportListScreenProps,
  type ReportRow,
} from './ReportListScreen/ReportListScreen';
export { VacationsScreen } from './VacationsScreen/VacationsScreen';
export {
  type WorkingHoursDay,
  WorkingHoursScreen,
  type WorkingHoursScreenProps,
} from './WorkingHoursScreen/WorkingHoursScreen';
