// Affiliate configuration, tools, inline edits and comments screens. Exports by name.

export { Banner, type BannerProps } from '#patterns/Banner';
export {
  type CommentItem,
  CommentsModal,
  type CommentsModalProps,
  type NewCommentValues,
} from './CommentsModal/CommentsModal';
export { FlagsSection, type FlagsSectionProps } from './FlagsSection/FlagsSection';
export { InsurancesSection, type InsurancesSectionProps } from './InsurancesSection/InsurancesSection';
export {
  type LinkRow,
  LinksSection,
  type LinksSectionProps,
  type NewLinkValues,
} from './LinksSection/LinksSection';
export { configLabels } from './labels';
export {
  PlanFormModal,
  type PlanFormModalProps,
  type PlanFormSnapshotLike,
} from './PlanFormModal/PlanFormModal';
export { type PlanRow, PlansSection, type PlansSectionProps } from './PlansSection/PlansSection';
export {
  type NewSalesAgentValues,
  type SalesAgentRow,
  SalesAgentsSection,
  type SalesAgentsSectionProps,
} from './SalesAgentsSection/SalesAgentsSection';
export {
  type NewSecondaryReasonValues,
  type SecondaryReasonRow,
  SecondaryReasonsCatalogScreen,
  type SecondaryReasonsCatalogScreenProps,
} from './SecondaryReasonsCatalogScreen/SecondaryReasonsCatalogScreen';
export {
  type AffiliateSecondaryReasonRow,
  SecondaryReasonsSection,
  type SecondaryReasonsSectionProps,
} from './SecondaryReasonsSection/SecondaryReasonsSection';
export { type SectionLoad, SectionStack } from './shared/section';
