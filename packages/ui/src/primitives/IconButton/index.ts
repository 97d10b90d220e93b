export {
  IconButton,
  type IconButtonProps,
  type IconName,
} from './IconButton';
