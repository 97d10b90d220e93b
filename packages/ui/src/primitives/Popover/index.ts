export {
  Popover,
  type PopoverProps,
  type PopoverTriggerProps,
} from './Popover';
