import { SectionStack } from '@backoffice/ui/screens/affiliateConfig';
import { AffiliateConfigTab } from './AffiliateConfigSections';
import { AffiliateToolsSection } from './AffiliateTools';

/**
 * Adapters with the detail page's section signature (`{ id }`, the `?afiliado=` value), so
 * apps/admin/src/affiliates/sections.tsx can list them in SECTIONS as they are.
 */
export interface DetailTabProps {
  id: string;
}

/** The configuration tab: flags, plans, insurances, secondary reasons, links, sales agents (§1). */
export function AffiliateConfigurationTab({ id }: DetailTabProps) {
  return <AffiliateConfigTab affiliateId={id} />;
}

/** The tools tab (§7): what the user's roles may run. */
export function AffiliateToolsTab({ id }: DetailTabProps) {
  return (
    <SectionStack>
      <AffiliateToolsSection affiliateId={id} />
    </SectionStack>
  );
}
