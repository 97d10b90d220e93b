// What the affiliate detail page mounts from the configuration, tools and inline edits.

export { isAffiliateNotFound, useAffiliateParameters } from '../affiliates/reads';
export {
  AffiliateConfigTab,
  AffiliateFlagsSections,
  AffiliateInsurancesSection,
  AffiliateLinksSection,
  AffiliatePlansSection,
  AffiliateSalesAgentsSection,
  AffiliateSecondaryReasonsSection,
  type AffiliateSectionProps,
} from './AffiliateConfigSections';
export { AffiliateToolsSection } from './AffiliateTools';
export { AFFILIATE_NOT_FOUND_PATH, type AffiliateParameters } from './api';
export {
  type InlineSave,
  type InlineValidator,
  inlineBody,
  inlineValidators,
  saveInlineEdit,
  useInlineSave,
  validatorFor,
} from './inlineEdit';
export {
  AffiliateConfigurationTab,
  AffiliateToolsTab,
  type DetailTabProps,
} from './tabs';
