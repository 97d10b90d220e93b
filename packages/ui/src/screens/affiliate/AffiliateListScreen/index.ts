export {
  AffiliateListScreen,
  type AffiliateListScreenProps,
} from './AffiliateListScreen';
