export { labels } from './labels';
export { Shell, type ShellProps } from './layout/Shell/Shell';
export { Sidebar, type SidebarProps } from './layout/Sidebar/Sidebar';
export { UserMenu, type UserMenuProps } from './layout/UserMenu/UserMenu';
export {
  Notification,
  NotificationArea,
  type NotificationAreaProps,
  type NotificationItem,
} from './patterns/Notification/Notification';
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
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button/Button';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { HomeScreen, type HomeScreenProps } from './screens/HomeScreen/HomeScreen';
export { LoginScreen, type LoginScreenProps, type LoginValues } from './screens/LoginScreen/LoginScreen';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { buildTheme, type Theme, theme } from './theme/theme';
export { type StatusTone, type Tokens, tokens } from './theme/tokens';
