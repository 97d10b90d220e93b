export {
  type AffiliateField,
  AffiliateFields,
} from './AffiliateFields';
