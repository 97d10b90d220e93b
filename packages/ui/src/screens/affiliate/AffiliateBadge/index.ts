export {
  AffiliateStateBadge,
  DocumentStatusBadge,
  ToneBadge,
} from './AffiliateBadge';
