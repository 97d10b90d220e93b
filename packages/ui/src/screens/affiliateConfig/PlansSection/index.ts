export {
  type PlanRow,
  PlansSection,
  type PlansSectionProps,
} from './PlansSection';
