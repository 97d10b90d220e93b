export {
  type NewSalesAgentValues,
  type SalesAgentField,
  type SalesAgentRow,
  SalesAgentsSection,
  type SalesAgentsSectionProps,
} from './SalesAgentsSection';
