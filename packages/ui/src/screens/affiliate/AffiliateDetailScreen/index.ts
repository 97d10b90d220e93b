export {
  AffiliateDetailScreen,
  type AffiliateDetailScreenProps,
} from './AffiliateDetailScreen';
