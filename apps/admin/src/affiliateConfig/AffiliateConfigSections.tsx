import { type InsuranceOption, messages } from '@backoffice/domain';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import type { BodyOf } from '@backoffice/domain/contract';
import { planCreatedMessage, planFormMachine } from '@backoffice/machines';
import {
  FlagsSection,
  InsurancesSection,
  LinksSection,
  type NewLinkValues,
  type NewSalesAgentValues,
  PlanFormModal,
  PlansSection,
  SalesAgentsSection,
  SecondaryReasonsSection,
  SectionStack,
} from '@backoffice/ui/screens/affiliateConfig';
import { useActor } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useAffiliateParameters } from '../affiliates/reads';
import type { Answer } from '../api/client';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import {
  type Collection,
  type MemberOf,
  membersOf,
  type ReadKey,
  useMe,
  useRecord,
  useRouteRead,
  useWrite,
} from '../resources';
import { useApi } from '../session/SessionProvider';
import { type AffiliateParameters, affiliateIri, createPlan, gates, paths } from './api';
import { useInlineSave } from './inlineEdit';
import { sectionLoadOf } from './sectionLoad';

/**
 * A configuration section's collection: the read, its members, and the frame's props (loading,
 * refused, failed with the section's §8 text, retry) from its one LoadState.
 */
function useSectionList<K extends ApiRouteKey>(key: ReadKey<K> | null, errorText: string) {
  // Typed by the key's route: the answer and its members are the contract's.
  const read = useRecord<Answer<K>>(key);
  const items = read.data ? membersOf(read.data as Collection<MemberOf<Answer<K>>>) : undefined;
  return { read, items, frame: sectionLoadOf(read, errorText) };
}

export interface AffiliateSectionProps {
  /** The affiliate's id, from `?afiliado=`. */
  affiliateId: number | string;
}

/** A secondary reason offered by a select (the catalogue's options carry their primary reason). */
interface SelectEntry {
  value: string;
  label: string;
  primaryReason?: string;
}

/** Functionality flags and display flags (§1), each saved alone: only the changed flag map is sent. */
export function AffiliateFlagsSections({ affiliateId }: AffiliateSectionProps) {
  const { roles } = useMe();
  const key = paths.affiliate(affiliateId);
  const affiliate = useRouteRead('GET /api/afiliados/:id', { id: affiliateId });
  const { data } = affiliate;
  const write = useWrite();
  const status = sectionLoadOf(affiliate, messages.read.affiliateInfo);
  const save = (kind: 'functionalityFlags' | 'displayFlags', name: string, value: boolean) =>
    write
      .call(
        'PUT /api/afiliados/:id',
        { params: { id: affiliateId }, body: { [kind]: { ...(data?.[kind] ?? {}), [name]: value } } },
        {
          target: name,
          success: messages.success.infoUpdated,
          failure: messages.write.updateInfo,
          revalidate: [key],
        },
      )
      .catch(() => {});
  const canEdit = gates.editConfiguration(roles);
  return (
    <>
      <FlagsSection
        kind="functionality"
        flags={data?.functionalityFlags}
        canEdit={canEdit}
        savingKey={write.busy}
        onChange={(name, value) => save('functionalityFlags', name, value)}
        {...status}
      />
      <FlagsSection
        kind="display"
        flags={data?.displayFlags}
        canEdit={canEdit}
        savingKey={write.busy}
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
  const { roles } = useMe();
  const { parameters } = useAffiliateParameters(affiliateId);
  const plans = useSectionList(paths.plans(affiliateId), messages.read.plans);
  const insurances = useSectionList(paths.insurances, messages.read.insurances);
  const reasons = useSectionList(paths.secondaryReasons(affiliateId), messages.read.secondaryReasons);
  const write = useWrite();
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
        {...plans.frame}
        insuranceNames={insuranceNames}
        secondaryReasonNames={reasonNames}
        canEdit={gates.editConfiguration(roles)}
        deletingId={write.busy}
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
          write
            .at('DELETE', plan['@id'], undefined, {
              target: plan['@id'],
              success: messages.success.planDeleted,
              failure: messages.write.deletePlan,
              revalidate: [paths.plans(affiliateId), paths.secondaryReasons(affiliateId)],
            })
            .catch(() => {})
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
            void plans.read.mutate();
            void reasons.read.mutate();
          }}
        />
      ) : null}
    </>
  );
}

/** Insurances (§3 "Insurance option"), read-only. */
export function AffiliateInsurancesSection() {
  const insurances = useSectionList(paths.insurances, messages.read.insurances);
  return <InsurancesSection insurances={insurances.items} {...insurances.frame} />;
}

/** Secondary reasons (§3, §5): add from the catalogue; delete asks first when plans hang from it. */
export function AffiliateSecondaryReasonsSection({ affiliateId }: AffiliateSectionProps) {
  const { roles } = useMe();
  const { parameters } = useAffiliateParameters(affiliateId);
  const reasons = useSectionList(paths.secondaryReasons(affiliateId), messages.read.secondaryReasons);
  const catalogue = useRouteRead('GET /api/secondary_reasons/secondaryReasonsSelect', {}).data;
  const write = useWrite();
  const taken = new Set((reasons.items ?? []).map((r) => r.secondaryReasonIri));
  const primary = parameters?.primaryReason ?? null;
  const options = (catalogue ?? [])
    .filter((o) => !taken.has(o.value) && (!primary || !o.primaryReason || o.primaryReason === primary))
    .map((o) => ({ value: o.value, label: o.label }));
  return (
    <SecondaryReasonsSection
      reasons={reasons.items}
      {...reasons.frame}
      options={options}
      canEdit={gates.editConfiguration(roles)}
      adding={write.busy === 'add'}
      deletingId={write.busy}
      onAdd={(secondaryReason) =>
        write
          .call(
            'POST /api/afiliado_secondary_reasons',
            { body: { afiliado: affiliateIri(affiliateId), secondaryReason } },
            {
              target: 'add',
              success: messages.success.secondaryReasonCreated,
              failure: messages.write.createSecondaryReason,
              revalidate: [paths.secondaryReasons(affiliateId)],
            },
          )
          .catch(() => {})
      }
      onDelete={(reason) =>
        // §5: the API deletes the reason's plans in the same transaction; both lists are revalidated.
        write
          .at('DELETE', reason['@id'], undefined, {
            target: reason['@id'],
            success: messages.success.secondaryReasonDeleted,
            failure: messages.write.deleteSecondaryReason,
            revalidate: [paths.secondaryReasons(affiliateId), paths.plans(affiliateId)],
          })
          .catch(() => {})
      }
    />
  );
}

/** Links (§3 "Link"): list, create (non-empty fields only) and delete. */
export function AffiliateLinksSection({ affiliateId }: AffiliateSectionProps) {
  const { roles } = useMe();
  const links = useSectionList(paths.links(affiliateId), messages.read.links);
  const reasons = useSectionList(paths.secondaryReasons(affiliateId), messages.read.secondaryReasons);
  const write = useWrite();
  const reasonOptions = (reasons.items ?? []).map((r) => ({
    value: r.secondaryReasonIri,
    label: r.secondaryReason,
  }));
  return (
    <LinksSection
      links={links.items}
      {...links.frame}
      secondaryReasonOptions={reasonOptions}
      secondaryReasonNames={Object.fromEntries(reasonOptions.map((o) => [o.value, o.label]))}
      canEdit={gates.editConfiguration(roles)}
      creating={write.busy === 'create'}
      deletingId={write.busy}
      onCreate={(values: NewLinkValues) =>
        write.call(
          'POST /api/links_afiliados',
          // The form's select offers the contract's products only; the API checks the body again.
          { body: { ...values, afiliado: affiliateIri(affiliateId) } as BodyOf<'POST /api/links_afiliados'> },
          {
            target: 'create',
            success: messages.success.linkCreated,
            failure: messages.write.createLink,
            revalidate: [paths.links(affiliateId)],
          },
        )
      }
      onDelete={(link) =>
        write
          .at('DELETE', link['@id'], undefined, {
            target: link['@id'],
            success: messages.success.linkDeleted,
            failure: messages.write.deleteLink,
            revalidate: [paths.links(affiliateId)],
          })
          .catch(() => {})
      }
    />
  );
}

/** Sales agents (§3): the list and the creation of one (POST /api/users with the affiliate). */
export function AffiliateSalesAgentsSection({ affiliateId }: AffiliateSectionProps) {
  const { roles } = useMe();
  const agents = useSectionList(paths.salesAgents(affiliateId), messages.read.salesAgents);
  const write = useWrite();
  const save = useInlineSave();
  return (
    <SalesAgentsSection
      agents={agents.items}
      {...agents.frame}
      canEdit={gates.editConfiguration(roles)}
      creating={write.busy === 'create'}
      // §5: only the edited field goes, on the agent's user link; an emptied value travels as null.
      onEdit={(agent, field, value) =>
        agent.user
          ? save(
              { url: agent.user, before: { [field]: agent[field] ?? null }, after: { [field]: value } },
              () => agents.read.mutate(),
            )
          : false
      }
      onCreate={(values: NewSalesAgentValues) =>
        write.call(
          'POST /api/users',
          {
            body: {
              ...values,
              tipo: 'comercial_afiliado',
              salesAgent: true,
              afiliado: affiliateIri(affiliateId),
            },
          },
          {
            target: 'create',
            success: messages.success.salesAgentCreated,
            failure: messages.write.createSalesAgent,
            revalidate: [paths.salesAgents(affiliateId)],
          },
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
