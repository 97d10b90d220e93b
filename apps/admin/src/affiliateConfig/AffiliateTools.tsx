import { messages } from '@backoffice/domain';
import { adminActionMachine } from '@backoffice/machines';
import {
  type AdminActionScreenEvent,
  type AffiliateToolHandle,
  type AffiliateToolId,
  AffiliateToolsPanel,
  affiliateToolInputs,
  ConfigSection,
  configLabels,
} from '@backoffice/ui/screens/affiliateConfig';
import { useActor } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client';
import { usePaletteActions } from '../palette/registry';
import { useApi } from '../session/SessionProvider';
import {
  AFFILIATE_NOT_FOUND_PATH,
  type AffiliateParameters,
  gates,
  type MoneyParams,
  newIdempotencyKey,
  paths,
  toolCalls,
} from './api';
import { useAffiliateParameters, useMe } from './hooks';

type Run = (params: Readonly<Record<string, unknown>>) => Promise<unknown>;

/** What each tool calls (§7 "Affiliate writes"); wallet and KYC act on the administrator user. */
export function toolRunners(
  api: ApiClient,
  affiliateId: number | string,
  userId: number | null,
): Record<AffiliateToolId, Run> {
  const needUser = () => {
    if (userId === null) throw Object.assign(new Error('no administrator'), { status: 400 });
    return userId;
  };
  const money =
    (kind: 'moneyP2P' | 'moneyOut'): Run =>
    (params) =>
      toolCalls.money(api, kind, affiliateId, params as unknown as MoneyParams);
  return {
    calculateScore: () => toolCalls.calculateScore(api, affiliateId),
    registerWallet: async () => toolCalls.registerWallet(api, needUser()),
    cleanKyc: async () => toolCalls.cleanKyc(api, needUser()),
    collaborationContract: () => toolCalls.collaborationContract(api, affiliateId),
    enableCollections: () => toolCalls.enableCollections(api, affiliateId),
    mp2p: money('moneyP2P'),
    moneyOut: money('moneyOut'),
  };
}

function useTool(
  id: AffiliateToolId,
  runners: ReturnType<typeof toolRunners>,
  onSettled: () => void,
): AffiliateToolHandle & { notFound: boolean } {
  const machine = useMemo(
    () =>
      adminActionMachine.provide({
        actors: {
          run: fromPromise(async ({ input }) => {
            try {
              return await runners[id](input.params);
            } finally {
              onSettled();
            }
          }),
          // §8: the registration's code-152 failure cleans the KYC of the same user.
          cleanKyc: fromPromise(() => runners.cleanKyc({})),
        },
      }),
    [id, runners, onSettled],
  );
  const [snapshot, send] = useActor(machine, { input: affiliateToolInputs[id] });
  const money = id === 'mp2p' || id === 'moneyOut';
  return {
    snapshot,
    // One idempotency key per request: a double click or a retry of it moves the money once.
    send: (event: AdminActionScreenEvent) =>
      send(
        money && event.type === 'action.request'
          ? { ...event, params: { ...event.params, idempotencyKey: newIdempotencyKey() } }
          : event,
      ),
    notFound: snapshot.status === 'done',
  };
}

/**
 * The affiliate's tools (§7), each on its own adminActionMachine, shown by role as the API allows:
 * score, wallet, KYC and collections for MICRO_ADMIN; the contract for COMERCIAL and MICRO_ADMIN;
 * MP2P and money out for ADMIN. The machines start once the administrator user is known (wallet
 * and KYC act on it), so no tool runs with a stale target.
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
  const allowed: AffiliateToolId[] = [];
  if (gates.microTools(roles))
    allowed.push('calculateScore', 'registerWallet', 'cleanKyc', 'enableCollections');
  if (gates.contract(roles)) allowed.push('collaborationContract');
  if (gates.moneyTools(roles)) allowed.push('mp2p', 'moneyOut');
  if (allowed.length === 0) return null;
  if (!parameters) {
    return (
      <ConfigSection
        title={configLabels.sections.tools}
        loading={!fetched.failed && !fetched.forbidden}
        forbidden={fetched.forbidden}
        error={fetched.failed ? messages.read.affiliateInfo : null}
        onRetry={fetched.refresh}
      />
    );
  }
  const userId = parameters.userId ?? null;
  return (
    <ToolsFor key={`${affiliateId}:${userId}`} affiliateId={affiliateId} userId={userId} allowed={allowed} />
  );
}

function ToolsFor({
  affiliateId,
  userId,
  allowed,
}: {
  affiliateId: number | string;
  userId: number | null;
  allowed: readonly AffiliateToolId[];
}) {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const runners = useMemo(() => toolRunners(api, affiliateId, userId), [api, affiliateId, userId]);
  // A tool may change what the detail shows (score, wallet code, flags): revalidate it.
  const onSettled = useMemo(
    () => () => {
      void mutate(paths.affiliate(affiliateId));
      void mutate(['checkParameters', 'affiliate', String(affiliateId)]);
    },
    [mutate, affiliateId],
  );
  const all: Record<AffiliateToolId, AffiliateToolHandle & { notFound: boolean }> = {
    calculateScore: useTool('calculateScore', runners, onSettled),
    registerWallet: useTool('registerWallet', runners, onSettled),
    cleanKyc: useTool('cleanKyc', runners, onSettled),
    collaborationContract: useTool('collaborationContract', runners, onSettled),
    enableCollections: useTool('enableCollections', runners, onSettled),
    mp2p: useTool('mp2p', runners, onSettled),
    moneyOut: useTool('moneyOut', runners, onSettled),
  };
  const notFound = Object.values(all).some((t) => t.notFound);
  useEffect(() => {
    if (notFound) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
  const tools = Object.fromEntries(allowed.map((id) => [id, all[id]]));
  // Issue 17: the tools that run without a form are the palette's actions on this affiliate.
  usePaletteActions(
    allowed
      .filter((id) => id !== 'mp2p' && id !== 'moneyOut')
      .map((id) => ({
        id: `affiliate-tool:${id}`,
        label: configLabels.tools[id],
        detail: `${configLabels.sections.tools} · ${affiliateId}`,
        run: () => all[id].send({ type: 'action.request' }),
      })),
  );
  return <AffiliateToolsPanel tools={tools} />;
}
