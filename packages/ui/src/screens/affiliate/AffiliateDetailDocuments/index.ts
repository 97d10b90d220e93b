export {
  AffiliateDetailDocuments,
  type AffiliateDetailDocumentsProps,
  type DocumentUpload,
} from './AffiliateDetailDocuments';
