export {
  AffiliateDetailChildren,
  type AffiliateDetailChildrenProps,
} from './AffiliateDetailChildren';
