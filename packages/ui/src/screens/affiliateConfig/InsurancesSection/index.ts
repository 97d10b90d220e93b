export {
  InsurancesSection,
  type InsurancesSectionProps,
} from './InsurancesSection';
