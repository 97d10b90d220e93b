import { type AdminAction, actionsFor, INVESTOR_ACTIONS, investorActionRefusal } from '@backoffice/domain';
import { ActionsPanel } from '@backoffice/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAdminAction } from '../../actions/useAdminAction';
import { useMe } from '../../resources';
import { INVESTOR_NOT_FOUND_PATH } from './parameters';

const TITLE = 'Acciones del inversor';

/**
 * The investor actions (issue 15): the entries of INVESTOR_ACTIONS the user's roles may run, each
 * on its own adminActionMachine.
 */
export function InvestorActions({
  investorId,
  userId,
  status,
  onChanged,
}: {
  investorId: string;
  userId: string;
  /** The investor's status: its own set-status entry is disabled, saying so. */
  status: string;
  onChanged: () => void;
}) {
  const { roles } = useMe();
  const navigate = useNavigate();
  const record = useMemo(() => ({ investorId, userId }), [investorId, userId]);
  const onSettled = useMemo(() => () => onChanged(), [onChanged]);
  // Every status is listed, the current one disabled with its reason (the API answers it
  // unchanged): the list stays the same while an action's outcome is shown.
  const actions = actionsFor(roles, INVESTOR_ACTIONS);
  const useAction = (entry: AdminAction) => {
    const handle = useAdminAction(entry, record, onSettled);
    useEffect(() => {
      if (handle.notFound) navigate(INVESTOR_NOT_FOUND_PATH, { replace: true });
    }, [handle.notFound]);
    return handle;
  };
  if (actions.length === 0) return null;
  return (
    <ActionsPanel
      title={TITLE}
      actions={actions}
      useAction={useAction}
      refusal={(entry) => investorActionRefusal(entry, status)}
    />
  );
}
