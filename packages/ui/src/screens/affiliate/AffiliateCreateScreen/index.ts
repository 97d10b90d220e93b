export {
  AffiliateCreateScreen,
  type AffiliateCreateScreenProps,
  type NewAffiliateValues,
} from './AffiliateCreateScreen';
