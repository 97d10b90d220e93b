export {
  AffiliateDetailFinancing,
  type AffiliateDetailFinancingProps,
} from './AffiliateDetailFinancing';
