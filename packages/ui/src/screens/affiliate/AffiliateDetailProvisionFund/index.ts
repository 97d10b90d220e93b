export {
  AffiliateDetailProvisionFund,
  type AffiliateDetailProvisionFundProps,
} from './AffiliateDetailProvisionFund';
