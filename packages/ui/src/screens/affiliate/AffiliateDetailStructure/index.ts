export {
  AffiliateDetailStructure,
  type AffiliateDetailStructureProps,
} from './AffiliateDetailStructure';
