export {
  AffiliateDetailInvestments,
  type AffiliateDetailInvestmentsProps,
  type InvestmentFilters,
  investmentMatches,
  NO_INVESTMENT_FILTERS,
} from './AffiliateDetailInvestments';
