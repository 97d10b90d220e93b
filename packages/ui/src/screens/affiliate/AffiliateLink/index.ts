export {
  AffiliateLink,
  type AffiliateLinkProps,
} from './AffiliateLink';
