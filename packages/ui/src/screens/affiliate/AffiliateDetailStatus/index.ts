export {
  AffiliateDetailStatus,
  type AffiliateDetailStatusProps,
} from './AffiliateDetailStatus';
