// Affiliate configuration, tools, inline edits and comments screens. Exports by name.
export {
  type AdminActionScreenEvent,
  type AdminActionSnapshotLike,
  type AffiliateToolHandle,
  type AffiliateToolId,
  AffiliateToolsPanel,
  type AffiliateToolsPanelProps,
  affiliateToolInputs,
} from './AffiliateToolsPanel/AffiliateToolsPanel';
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
