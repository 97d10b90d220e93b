import { type InsuranceOption, messages } from '@backoffice/domain';
import { planCreatedMessage, planFormMachine } from '@backoffice/machines';
import {
  type AffiliateSecondaryReasonRow,
  FlagsSection,
  InsurancesSection,
  type LinkRow,
  LinksSection,
  type NewLinkValues,
  type NewSalesAgentValues,
  PlanFormModal,
  type PlanRow,
  PlansSection,
  type SalesAgentRow,
  SalesAgentsSection,
  SecondaryReasonsSection,
  SectionStack,
} from '@backoffice/ui/screens/affiliateConfig';
import { useActor } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { fromPromise } from 'xstate';
import { loadStateOf } from '../affiliates/collections';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi } from '../session/SessionProvider';
import { type AffiliateParameters, affiliateIri, createPlan, deleteResource, gates, paths } from './api';
import { useAffiliateParameters, useMe, useMembers, useWrite } from './hooks';
import { useInlineSave } from './inlineEdit';

export interface AffiliateSectionProps {
  /** The affiliate's id, from `?afiliado=`. */
  affiliateId: number | string;
}

interface AffiliateResource {
  functionalityFlags?: Record<string, boolean>;
  displayFlags?: Record<string, boolean>;
}

interface SecondaryReasonMember extends AffiliateSecondaryReasonRow {
  secondaryReasonIri: string;
}

interface SelectEntry {
  value: string;
  label: string;
  primaryReason?: string;
}

/** Functionality flags and display flags (§1), each saved alone: only the changed flag map is sent. */
export function AffiliateFlagsSections({ affiliateId }: AffiliateSectionProps) {
  const api = useApi();
  const { roles } = useMe();
  const { data, error, mutate } = useSWR<AffiliateResource>(paths.affiliate(affiliateId));
  const { busy, run } = useWrite();
  const state = loadStateOf({ data, error });
  const status = {
    loading: state === 'loading',
    forbidden: state === 'forbidden' && !data,
    error: state === 'error' && !data ? messages.read.affiliateInfo : null,
    onRetry: () => void mutate(),
  };
  const save = (kind: 'functionalityFlags' | 'displayFlags', name: string, value: boolean) =>
    run(
      name,
      () =>
        api.request(affiliateIri(affiliateId), {
          method: 'PUT',
          json: { [kind]: { ...(data?.[kind] ?? {}), [name]: value } },
        }),
      { success: messages.success.infoUpdated, failure: messages.write.updateInfo },
      () => mutate(),
    ).catch(() => {});
  const canEdit = gates.editConfiguration(roles);
  return (
    <>
      <FlagsSection
        kind="functionality"
        flags={data?.functionalityFlags}
        canEdit={canEdit}
        savingKey={busy}
        onChange={(name, value) => save('functionalityFlags', name, value)}
        {...status}
      />
      <FlagsSection
        kind="display"
        flags={data?.displayFlags}
        canEdit={canEdit}
        savingKey={busy}
        onChange={(name, value) => save('displayFlags', name, value)}
        {...status}
      />
    </>
  );
}

/** The new-plan modal on planFormMachine, one fresh machine per opening. */
function NewPlanModal({
  affiliateId,
  parameters,
  insuranceOptions,
  secondaryReasonOptions,
  onDone,
  onClose,
}: {
  affiliateId: number | string;
  parameters: AffiliateParameters | undefined;
  insuranceOptions: readonly InsuranceOption[];
  secondaryReasonOptions: readonly SelectEntry[];
  onDone: () => void;
  onClose: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const machine = useMemo(
    () =>
      planFormMachine.provide({
        actors: {
          createPlan: fromPromise(async ({ input }) => {
            try {
              return await createPlan(api, input.values, affiliateId);
            } catch (err) {
              // The modal's banner says 'Ha habido un error creando el plan'; the server's own
              // reason (§8: the JSON error field), when it gave one, goes to the notification area.
              if (err instanceof ApiError && err.serverMessage) notify.error(err.serverMessage, err.errorId);
              throw err;
            }
          }),
        },
      }),
    [api, affiliateId, notify],
  );
  const [snapshot, send] = useActor(machine, {
    input: {
      primaryReason: parameters?.primaryReason ?? null,
      rules: { origin: parameters?.origin ?? null },
      insuranceOptions,
    },
  });
  const done = snapshot.status === 'done';
  const reported = useRef(false);
  useEffect(() => {
    if (done && !reported.current) {
      reported.current = true;
      notify.success(planCreatedMessage);
      onDone();
    }
  }, [done, notify, onDone]);
  return (
    <PlanFormModal
      open={!done}
      onClose={onClose}
      snapshot={snapshot}
      send={send}
      secondaryReasonOptions={secondaryReasonOptions.length > 0 ? secondaryReasonOptions : undefined}
    />
  );
}

/** Plans (§3): the list, the new-plan modal (§5) and delete. */
export function AffiliatePlansSection({ affiliateId }: AffiliateSectionProps) {
  const api = useApi();
  const { roles } = useMe();
  const { parameters } = useAffiliateParameters(affiliateId);
  const plans = useMembers<PlanRow>(paths.plans(affiliateId));
  const insurances = useMembers<InsuranceOption>(paths.insurances);
  const reasons = useMembers<SecondaryReasonMember>(paths.secondaryReasons(affiliateId));
  const { busy, run } = useWrite();
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);

  const insuranceNames = Object.fromEntries((insurances.items ?? []).map((o) => [o.ruta, o.option]));
  const reasonOptions = (reasons.items ?? []).map((r) => ({
    value: r.secondaryReasonIri,
    label: r.secondaryReason,
  }));
  const reasonNames = Object.fromEntries(reasonOptions.map((o) => [o.value, o.label]));

  return (
    <>
      <PlansSection
        plans={plans.items}
        loading={plans.loading}
        forbidden={plans.forbidden}
        error={plans.failed ? messages.read.plans : null}
        onRetry={plans.retry}
        insuranceNames={insuranceNames}
        secondaryReasonNames={reasonNames}
        canEdit={gates.editConfiguration(roles)}
        deletingId={busy}
        // The form needs the affiliate's primary reason and origin, and the insurance options (§5).
        onNew={
          parameters && insurances.items
            ? () => {
                setOpening((n) => n + 1);
                setOpen(true);
              }
            : undefined
        }
        onDelete={(plan) =>
          run(
            plan['@id'],
            () => deleteResource(api, plan['@id']),
            { success: messages.success.planDeleted, failure: messages.write.deletePlan },
            () => Promise.all([plans.mutate(), reasons.mutate()]),
          ).catch(() => {})
        }
      />
      {open ? (
        <NewPlanModal
          key={opening}
          affiliateId={affiliateId}
          parameters={parameters}
          insuranceOptions={insurances.items ?? []}
          secondaryReasonOptions={reasonOptions}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            void plans.mutate();
            void reasons.mutate();
          }}
        />
      ) : null}
    </>
  );
}

/** Insurances (§3 "Insurance option"), read-only. */
export function AffiliateInsurancesSection() {
  const insurances = useMembers<InsuranceOption>(paths.insurances);
  return (
    <InsurancesSection
      insurances={insurances.items}
      loading={insurances.loading}
      forbidden={insurances.forbidden}
      error={insurances.failed ? messages.read.insurances : null}
      onRetry={insurances.retry}
    />
  );
}

/** Secondary reasons (§3, §5): add from the catalogue; delete asks first when plans hang from it. */
export function AffiliateSecondaryReasonsSection({ affiliateId }: AffiliateSectionProps) {
  const api = useApi();
  const { roles } = useMe();
  const { parameters } = useAffiliateParameters(affiliateId);
  const reasons = useMembers<SecondaryReasonMember>(paths.secondaryReasons(affiliateId));
  const plans = useMembers<PlanRow>(paths.plans(affiliateId));
  const { data: catalogue } = useSWR<SelectEntry[]>(paths.secondaryReasonsSelect);
  const { busy, run } = useWrite();
  const taken = new Set((reasons.items ?? []).map((r) => r.secondaryReasonIri));
  const primary = parameters?.primaryReason ?? null;
  const options = (catalogue ?? [])
    .filter((o) => !taken.has(o.value) && (!primary || !o.primaryReason || o.primaryReason === primary))
    .map((o) => ({ value: o.value, label: o.label }));
  return (
    <SecondaryReasonsSection
      reasons={reasons.items}
      loading={reasons.loading}
      forbidden={reasons.forbidden}
      error={reasons.failed ? messages.read.secondaryReasons : null}
      onRetry={reasons.retry}
      options={options}
      canEdit={gates.editConfiguration(roles)}
      adding={busy === 'add'}
      deletingId={busy}
      onAdd={(secondaryReason) =>
        run(
          'add',
          () =>
            api.request('/api/afiliado_secondary_reasons', {
              method: 'POST',
              json: { afiliado: affiliateIri(affiliateId), secondaryReason },
            }),
          { success: messages.success.secondaryReasonCreated, failure: messages.write.createSecondaryReason },
          () => reasons.mutate(),
        ).catch(() => {})
      }
      onDelete={(reason) =>
        // §5: the API deletes the reason's plans in the same transaction; both lists are revalidated.
        run(
          reason['@id'],
          () => deleteResource(api, reason['@id']),
          { success: messages.success.secondaryReasonDeleted, failure: messages.write.deleteSecondaryReason },
          () => Promise.all([reasons.mutate(), plans.mutate()]),
        ).catch(() => {})
      }
    />
  );
}

/** Links (§3 "Link"): list, create (non-empty fields only) and delete. */
export function AffiliateLinksSection({ affiliateId }: AffiliateSectionProps) {
  const api = useApi();
  const { roles } = useMe();
  const links = useMembers<LinkRow>(paths.links(affiliateId));
  const reasons = useMembers<SecondaryReasonMember>(paths.secondaryReasons(affiliateId));
  const { busy, run } = useWrite();
  const reasonOptions = (reasons.items ?? []).map((r) => ({
    value: r.secondaryReasonIri,
    label: r.secondaryReason,
  }));
  return (
    <LinksSection
      links={links.items}
      loading={links.loading}
      forbidden={links.forbidden}
      error={links.failed ? messages.read.links : null}
      onRetry={links.retry}
      secondaryReasonOptions={reasonOptions}
      secondaryReasonNames={Object.fromEntries(reasonOptions.map((o) => [o.value, o.label]))}
      canEdit={gates.editConfiguration(roles)}
      creating={busy === 'create'}
      deletingId={busy}
      onCreate={(values: NewLinkValues) =>
        run(
          'create',
          () =>
            api.request('/api/links_afiliados', {
              method: 'POST',
              json: { ...values, afiliado: affiliateIri(affiliateId) },
            }),
          { success: messages.success.linkCreated, failure: messages.write.createLink },
          () => links.mutate(),
        )
      }
      onDelete={(link) =>
        run(
          link['@id'],
          () => deleteResource(api, link['@id']),
          { success: messages.success.linkDeleted, failure: messages.write.deleteLink },
          () => links.mutate(),
        ).catch(() => {})
      }
    />
  );
}

/** Sales agents (§3): the list and the creation of one (POST /api/users with the affiliate). */
export function AffiliateSalesAgentsSection({ affiliateId }: AffiliateSectionProps) {
  const api = useApi();
  const { roles } = useMe();
  const agents = useMembers<SalesAgentRow>(paths.salesAgents(affiliateId));
  const { busy, run } = useWrite();
  const save = useInlineSave();
  return (
    <SalesAgentsSection
      agents={agents.items}
      loading={agents.loading}
      forbidden={agents.forbidden}
      error={agents.failed ? messages.read.salesAgents : null}
      onRetry={agents.retry}
      canEdit={gates.editConfiguration(roles)}
      creating={busy === 'create'}
      // §5: only the edited field goes, on the agent's user link; an emptied value travels as null.
      onEdit={(agent, field, value) =>
        agent.user
          ? save(
              { url: agent.user, before: { [field]: agent[field] ?? null }, after: { [field]: value } },
              () => agents.mutate(),
            )
          : false
      }
      onCreate={(values: NewSalesAgentValues) =>
        run(
          'create',
          () =>
            api.request('/api/users', {
              method: 'POST',
              json: {
                ...values,
                tipo: 'comercial_afiliado',
                salesAgent: true,
                afiliado: affiliateIri(affiliateId),
              },
            }),
          { success: messages.success.salesAgentCreated, failure: messages.write.createSalesAgent },
          () => agents.mutate(),
        )
      }
    />
  );
}

/** Every configuration section of §1, in the spec's order, for one tab of the detail page. */
export function AffiliateConfigTab({ affiliateId }: AffiliateSectionProps) {
  return (
    <SectionStack>
      <AffiliateFlagsSections affiliateId={affiliateId} />
      <AffiliatePlansSection affiliateId={affiliateId} />
      <AffiliateInsurancesSection />
      <AffiliateSecondaryReasonsSection affiliateId={affiliateId} />
      <AffiliateLinksSection affiliateId={affiliateId} />
      <AffiliateSalesAgentsSection affiliateId={affiliateId} />
    </SectionStack>
  );
}
