export { labels } from './labels';
export {
  Notification,
  NotificationArea,
  type NotificationAreaProps,
  type NotificationItem,
} from './patterns/Notification/Notification';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button/Button';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { LoginScreen, type LoginScreenProps, type LoginValues } from './screens/LoginScreen/LoginScreen';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { buildTheme, type Theme, theme } from './theme/theme';
export { type StatusTone, type Tokens, tokens } from './theme/tokens';
