// Affiliate configuration, tools, inline edits and comments screens. Exports by name.
export { configLabels } from './labels';
export {
  PlanFormModal,
  type PlanFormModalProps,
  type PlanFormScreenEvent,
  type PlanFormSnapshotLike,
} from './PlanFormModal/PlanFormModal';
export {
  Banner,
  type BannerProps,
  ConfigSection,
  type ConfigSectionProps,
  type SectionStatus,
} from './shared/ConfigSection';
