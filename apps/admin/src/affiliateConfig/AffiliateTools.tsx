import { type AdminAction, AFFILIATE_ACTIONS, actionsFor, messages } from '@backoffice/domain';
import { ActionsPanel, actionPaletteItems, Section, useAskedEntry } from '@backoffice/ui';
import { configLabels } from '@backoffice/ui/screens/affiliateConfig';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useAdminAction } from '../actions/useAdminAction';
import { useAffiliateParameters } from '../affiliates/reads';
import { usePanelPaletteActions } from '../palette/registry';
import { useMe } from '../resources';
import { AFFILIATE_NOT_FOUND_PATH, type AffiliateParameters, paths } from './api';

const TITLE = configLabels.sections.tools;

/**
 * The affiliate's tools (§7): the entries of AFFILIATE_ACTIONS the user's roles may run, each on
 * its own adminActionMachine. They start once the administrator user is known (wallet and KYC act
 * on it), so no tool runs with a stale target.
 */
export function AffiliateToolsSection({
  affiliateId,
  parameters: given,
}: {
  affiliateId: number | string;
  /** The affiliate's checkParameters answer, when the page has it already. */
  parameters?: AffiliateParameters;
}) {
  const { roles } = useMe();
  const fetched = useAffiliateParameters(given ? null : affiliateId);
  const parameters = given ?? fetched.parameters;
  if (actionsFor(roles, AFFILIATE_ACTIONS).length === 0) return null;
  if (!parameters) {
    return (
      <Section
        title={TITLE}
        state={fetched.state}
        errorMessage={messages.read.affiliateInfo}
        onRetry={fetched.refresh}
      />
    );
  }
  const userId = parameters.userId ?? null;
  return (
    <ToolsFor key={`${affiliateId}:${userId}`} affiliateId={affiliateId} userId={userId} roles={roles} />
  );
}

function ToolsFor({
  affiliateId,
  userId,
  roles,
}: {
  affiliateId: number | string;
  userId: number | null;
  roles: readonly string[];
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const record = useMemo(() => ({ affiliateId, userId }), [affiliateId, userId]);
  // A tool may change what the detail shows (score, wallet code, flags): revalidate it.
  const onSettled = useMemo(
    () => () => {
      void mutate(paths.affiliate(affiliateId));
      void mutate(['checkParameters', 'affiliate', String(affiliateId)]);
    },
    [mutate, affiliateId],
  );
  const actions = actionsFor(roles, AFFILIATE_ACTIONS);
  // The palette offers every tool shown here; a pick runs it as its button would (a tool with
  // inputs, MP2P and money out, puts the focus in its form).
  const [asked, ask] = useAskedEntry();
  usePanelPaletteActions(
    'affiliate-tool',
    actionPaletteItems(actions, { record: `${TITLE} · ${affiliateId}` }),
    ask,
  );
  // Each entry shown runs on its own machine; an affiliate found missing leads to add-affiliate (§8).
  const useAction = (entry: AdminAction) => {
    const handle = useAdminAction(entry, record, onSettled);
    useEffect(() => {
      if (handle.notFound) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
    }, [handle.notFound]);
    return handle;
  };
  return <ActionsPanel title={TITLE} actions={actions} useAction={useAction} asked={asked} />;
}
