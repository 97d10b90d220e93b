import { messages } from '@backoffice/domain/messages';
import { type ApprovalRow, ApprovalsScreen } from '@backoffice/ui/screens/approvals';
import { useNavigate } from 'react-router';
import { iriOf, isReadOf, useList, useMe, useWrite } from '../resources';

const PAGE_SIZE = 30;

/**
 * /aprobaciones (issue 14 four-eyes): the requests waiting for a second person. Approving makes
 * the server run the operation; the list and the audit trails are read again afterwards.
 */
export function Component() {
  const { userId } = useMe();
  const navigate = useNavigate();
  const list = useList<ApprovalRow, 'GET /api/approvals'>({
    route: 'GET /api/approvals',
    params: {},
    fixed: { status: 'pending' },
    pageSize: PAGE_SIZE,
  });
  const write = useWrite();
  const revalidate = [isReadOf('GET /api/approvals', 'GET /api/auditLog')];
  const busy = write.busy?.startsWith('approval:') ? Number(write.busy.slice('approval:'.length)) : null;
  return (
    <ApprovalsScreen
      state={list.state}
      data={
        list.data
          ? {
              rows: list.rows,
              totalItems: list.total,
              page: list.page,
              pageSize: list.pageSize,
              links: list.links,
            }
          : null
      }
      currentUser={userId === null ? '' : iriOf('GET /api/users/:id', { id: userId })}
      busyId={busy}
      onApprove={(id) =>
        void write
          .call(
            'POST /api/approvals/:id/approve',
            { params: { id } },
            {
              success: messages.approvals.approved,
              failure: messages.approvals.approve,
              target: `approval:${id}`,
              revalidate,
            },
          )
          .catch(() => list.retry())
      }
      onReject={(id, reason) =>
        void write
          .call(
            'POST /api/approvals/:id/reject',
            { params: { id }, body: { reason } },
            {
              success: messages.approvals.rejected,
              failure: messages.approvals.reject,
              target: `approval:${id}`,
              revalidate,
            },
          )
          .catch(() => list.retry())
      }
      onPageChange={list.setPage}
      onRetry={list.retry}
      onNavigate={(href) => navigate(href)}
    />
  );
}
