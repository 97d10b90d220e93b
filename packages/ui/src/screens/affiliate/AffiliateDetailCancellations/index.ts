export {
  AffiliateDetailCancellations,
  type AffiliateDetailCancellationsProps,
  type NewCancellation,
} from './AffiliateDetailCancellations';
