import { mayCall } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { configLabels } from '@backoffice/ui/screens/affiliateConfig';
import { useState } from 'react';
import { useMe } from '../resources';
import { COMMENT_SECTIONS, type CommentSection } from './api';
import { RecordComments } from './RecordComments';

/**
 * A 'Comentarios' button in a record's header that opens its comments modal (§2 global modal
 * "comments"): the affiliate, loan and investor details each mount one; offered to whoever may
 * read the record's comments.
 */
export function CommentsButton({
  section,
  id,
  name,
}: {
  section: CommentSection;
  id: string | number;
  name?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const { roles } = useMe();
  if (!mayCall(roles, COMMENT_SECTIONS[section])) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {configLabels.comments.title}
      </Button>
      <RecordComments
        section={section}
        recordId={id}
        recordName={name ?? null}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
