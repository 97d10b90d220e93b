export {
  type AffiliateSecondaryReasonRow,
  SecondaryReasonsSection,
  type SecondaryReasonsSectionProps,
} from './SecondaryReasonsSection';
