import { Button } from '@backoffice/ui';
import { configLabels } from '@backoffice/ui/screens/affiliateConfig';
import { useState } from 'react';
import { RecordComments } from './RecordComments';

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
