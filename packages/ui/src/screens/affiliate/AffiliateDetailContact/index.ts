export {
  AffiliateDetailContact,
  type AffiliateDetailContactProps,
  type ContactBlock,
} from './AffiliateDetailContact';
