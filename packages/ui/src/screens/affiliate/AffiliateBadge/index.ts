export {
  AffiliateStateBadge,
  DocumentStatusBadge,
  LoanStatusBadge,
  ToneBadge,
} from './AffiliateBadge';
