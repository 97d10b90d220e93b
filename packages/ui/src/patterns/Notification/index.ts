export {
  Notification,
  NotificationArea,
  type NotificationAreaProps,
  type NotificationItem,
  type NotificationProps,
} from './Notification';
