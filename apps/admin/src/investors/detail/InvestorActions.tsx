import { type AdminAction, actionsFor, investorActionsFor } from '@backoffice/domain';
import { ActionsPanel } from '@backoffice/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAdminAction } from '../../actions/useAdminAction';
import { useMe } from '../../resources';
import { INVESTOR_NOT_FOUND_PATH } from './parameters';

const TITLE = 'Acciones del inversor';

/**
 * The investor actions (issue 15): the entries of INVESTOR_ACTIONS the user's roles may run, each
 * on its own adminActionMachine; the investor's current status is not offered as a change.
 */
export function InvestorActions({
  investorId,
  userId,
  status,
  onChanged,
}: {
  investorId: string;
  userId: string;
  status: string;
  onChanged: () => void;
}) {
  const { roles } = useMe();
  const navigate = useNavigate();
  const record = useMemo(() => ({ investorId, userId }), [investorId, userId]);
  const onSettled = useMemo(() => () => onChanged(), [onChanged]);
  const actions = actionsFor(roles, investorActionsFor(status));
  const useAction = (entry: AdminAction) => {
    const handle = useAdminAction(entry, record, onSettled);
    useEffect(() => {
      if (handle.notFound) navigate(INVESTOR_NOT_FOUND_PATH, { replace: true });
    }, [handle.notFound]);
    return handle;
  };
  if (actions.length === 0) return null;
  return <ActionsPanel key={status} title={TITLE} actions={actions} useAction={useAction} />;
}
