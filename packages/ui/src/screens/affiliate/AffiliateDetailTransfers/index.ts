export {
  AffiliateDetailTransfers,
  type AffiliateDetailTransfersProps,
} from './AffiliateDetailTransfers';
