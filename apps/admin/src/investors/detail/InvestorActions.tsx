import {
  type AdminAction,
  actionsFor,
  INVESTOR_ACTIONS,
  INVESTOR_ACTIONS_TITLE,
  investorActionRefusal,
} from '@backoffice/domain';
import { ActionsPanel, actionPaletteItems, useAskedEntry } from '@backoffice/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAdminAction } from '../../actions/useAdminAction';
import { usePanelPaletteActions } from '../../palette/registry';
import { useMe } from '../../resources';
import { INVESTOR_NOT_FOUND_PATH } from './parameters';

/**
 * The investor actions (issue 15): the entries of INVESTOR_ACTIONS the user's roles may run, each
 * on its own adminActionMachine. The palette offers the same entries while the investor is in
 * view, disabled with the same reason, and a pick runs the entry here as its button would.
 */
export function InvestorActions({
  investorId,
  userId,
  name,
  status,
  onChanged,
}: {
  investorId: string;
  userId: string;
  /** The investor's name, as the palette shows it under each action. */
  name: string;
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
  const refusal = (entry: AdminAction) => investorActionRefusal(entry, status);
  const [asked, ask] = useAskedEntry();
  usePanelPaletteActions('investor-action', actionPaletteItems(actions, { record: name, refusal }), ask);
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
      title={INVESTOR_ACTIONS_TITLE}
      actions={actions}
      useAction={useAction}
      refusal={refusal}
      asked={asked}
    />
  );
}
