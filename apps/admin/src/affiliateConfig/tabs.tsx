import { Button } from '@backoffice/ui';
import { configLabels, SectionStack } from '@backoffice/ui/screens/affiliateConfig';
import { useState } from 'react';
import { AffiliateConfigTab } from './AffiliateConfigSections';
import { AffiliateToolsSection } from './AffiliateTools';
import { RecordComments } from './RecordComments';

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

/** A 'Comentarios' button that opens the affiliate's comments modal (§2 global modal "comments"). */
export function AffiliateCommentsButton({ id, name }: { id: string | number; name?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {configLabels.comments.title}
      </Button>
      <RecordComments
        section="afiliado"
        recordId={id}
        recordName={name ?? null}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
