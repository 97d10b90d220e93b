export {
  LoanStatusBadge,
  StatusBadge,
  type StatusBadgeProps,
  type StatusCatalogue,
  statusFor,
} from './StatusBadge';
