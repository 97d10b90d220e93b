export {
  Money,
  type MoneyFormat,
  type MoneyProps,
} from './Money';
