export {
  AffiliateDetailOpportunity,
  type AffiliateDetailOpportunityProps,
} from './AffiliateDetailOpportunity';
