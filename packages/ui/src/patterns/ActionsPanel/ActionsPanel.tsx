import {
  type AdminAction,
  actionGroups,
  actionInputErrors,
  actionParams,
  confirmationText,
} from '@backoffice/domain/actions';
import { messages } from '@backoffice/domain/messages';
import type { AdminActionContext, AdminActionEvent } from '@backoffice/machines';
import { type FormEvent, useEffect, useState } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { NumberField } from '#primitives/NumberField';
import { TextField } from '#primitives/TextField';
import { Banner } from '../Banner/Banner';
import { type LoadState, Section } from '../Section/Section';
import { Group, Groups, GroupTitle, InputsForm, Question, Tool } from './ActionsPanel.styles';

const L = labels.actionsPanel;

/** What the panel reads of an `adminActionMachine` snapshot (structurally: the kit needs no XState). */
export interface AdminActionSnapshotLike {
  context: Pick<AdminActionContext, 'params' | 'message'>;
  hasTag(tag: string): boolean;
  can(event: AdminActionEvent): boolean;
}

/** One running entry: `useActor(adminActionMachine.provide(...), { input })` in the app. */
export interface ActionHandle {
  snapshot: AdminActionSnapshotLike;
  send(event: AdminActionEvent): void;
}

interface PanelAction {
  entry: AdminAction;
  handle: ActionHandle;
}

/** Runs one entry: in the app, `useAdminAction` bound to the record. A hook: called once per entry shown. */
export type UseAction = (entry: AdminAction) => ActionHandle;

export interface ActionsPanelProps {
  title: string;
  /** The entries this user may run (`actionsFor(roles, entries)`). */
  actions: readonly AdminAction[];
  useAction: UseAction;
  /** The record the actions need is still loading, failed, or was refused; loaded by default. */
  state?: LoadState;
  /** The §8 read error of that record (the record's own, e.g. messages.read.affiliateInfo). */
  errorMessage?: string;
  onRetry?: () => void;
}

/** The outcome of the last run: §8 success or error text, dismissible; nothing for a silent failure. */
function Outcome({ handle }: { handle: ActionHandle }) {
  const { snapshot, send } = handle;
  const message = snapshot.context.message;
  if (!message || !snapshot.can({ type: 'action.dismiss' })) return null;
  return (
    <Banner
      // Issue 14 four-eyes: a request waiting for a second person is news, not a success.
      tone={snapshot.hasTag('pending') ? 'info' : snapshot.hasTag('done') ? 'success' : 'danger'}
      message={message}
      onDismiss={() => send({ type: 'action.dismiss' })}
    />
  );
}

function OneClick({ entry, handle }: PanelAction) {
  return (
    <Tool>
      <Button
        variant="secondary"
        busy={handle.snapshot.hasTag('busy')}
        onClick={() => handle.send({ type: 'action.request' })}
      >
        {entry.caption}
      </Button>
      <Outcome handle={handle} />
    </Tool>
  );
}

type Values = Record<string, unknown>;
const blank = (entry: AdminAction): Values =>
  Object.fromEntries((entry.inputs ?? []).map((i) => [i.name, i.kind === 'amount' ? null : '']));

/** An entry with inputs: a small form whose button is enabled once the domain accepts them. */
function WithInputs({ entry, handle }: PanelAction) {
  const [values, setValues] = useState<Values>(() => blank(entry));
  const busy = handle.snapshot.hasTag('busy');
  const done = handle.snapshot.hasTag('done');
  // Once it has run the form starts empty, so the same movement is not sent twice by mistake.
  useEffect(() => {
    if (done) setValues(blank(entry));
  }, [done, entry]);
  const ready = Object.keys(actionInputErrors(entry, values)).length === 0;
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) handle.send({ type: 'action.request', params: actionParams(entry, values) });
  };
  return (
    <Tool>
      <InputsForm onSubmit={submit} aria-label={entry.name ?? entry.caption} noValidate>
        {(entry.inputs ?? []).map((input) =>
          input.kind === 'amount' ? (
            <NumberField
              key={input.name}
              label={input.label}
              value={(values[input.name] as number | null) ?? null}
              min={0}
              disabled={busy}
              onValueChange={(n) => set(input.name, n)}
            />
          ) : (
            <TextField
              key={input.name}
              label={input.label}
              value={String(values[input.name] ?? '')}
              disabled={busy}
              onChange={(e) => set(input.name, e.target.value)}
            />
          ),
        )}
        <Button type="submit" busy={busy} disabled={!ready}>
          {entry.caption}
        </Button>
      </InputsForm>
      <Outcome handle={handle} />
    </Tool>
  );
}

/** An entry waiting for its confirmation; Aceptar runs it once (the machine ignores a second click). */
function Confirmation({ entry, handle }: PanelAction) {
  const open = handle.snapshot.can({ type: 'action.confirm' });
  const text = confirmationText(entry, handle.snapshot.context.params);
  if (!text) return null;
  return (
    <Modal
      open={open}
      onClose={() => handle.send({ type: 'action.cancel' })}
      title={L.confirmTitle(entry.name ?? entry.caption)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => handle.send({ type: 'action.cancel' })}>
            {L.cancel}
          </Button>
          <Button onClick={() => handle.send({ type: 'action.confirm' })}>{L.accept}</Button>
        </>
      }
    >
      <Question>{text.question}</Question>
      {text.detail ? <Question>{text.detail}</Question> : null}
    </Modal>
  );
}

/** One entry with its own machine: its button or form, and its confirmation. */
function Entry({ entry, useAction }: { entry: AdminAction; useAction: UseAction }) {
  const handle = useAction(entry);
  return (
    <>
      {entry.inputs?.length ? (
        <WithInputs entry={entry} handle={handle} />
      ) : (
        <OneClick entry={entry} handle={handle} />
      )}
      <Confirmation entry={entry} handle={handle} />
    </>
  );
}

/**
 * Any list of admin-action entries (the domain's registry), grouped under their headings: a
 * button for an entry without inputs, a small form for one with inputs, its confirmation when it
 * asks first, and its §8 outcome.
 */
export function ActionsPanel({
  title,
  actions,
  useAction,
  state = 'loaded',
  errorMessage = messages.general.loadDataFailed,
  onRetry,
}: ActionsPanelProps) {
  return (
    <Section
      title={title}
      state={state}
      errorMessage={errorMessage}
      empty={actions.length === 0}
      emptyText={L.none}
      {...(onRetry ? { onRetry } : {})}
    >
      <Groups>
        {actionGroups(actions).map((group) => (
          <Group key={group.title} aria-label={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            {group.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} useAction={useAction} />
            ))}
          </Group>
        ))}
      </Groups>
    </Section>
  );
}
