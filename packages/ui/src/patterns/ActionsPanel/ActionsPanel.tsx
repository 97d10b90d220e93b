import {
  type ActionInput as ActionInputDef,
  type AdminAction,
  actionGroups,
  actionInputErrors,
  actionParams,
  confirmationText,
  inputsOf,
  type RecordSearchKind,
} from '@backoffice/domain/actions';
import { formatEur } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import type { AdminActionContext, AdminActionEvent } from '@backoffice/machines';
import { useEffect, useId, useRef, useState } from 'react';
import { Form as FinalForm, useField, useForm } from 'react-final-form';
import { FieldRoot, Label } from '#internal/field.styles';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { NumberField } from '#primitives/NumberField';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { SearchCombobox } from '../../internal/SearchCombobox';
import { Banner } from '../Banner/Banner';
import { type LoadState, Section } from '../Section/Section';
import {
  Group,
  Groups,
  GroupTitle,
  InputsForm,
  PickedValue,
  Question,
  RefusalText,
  Tool,
} from './ActionsPanel.styles';
import type { AskedEntry } from './ActionsPanelPalette';

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

/** The search a record input (`affiliate`, `investor`) picks from: the finder's, in the app. */
export interface RecordSearch {
  results: readonly { value: string; label: string; detail?: string | null }[];
  onSearch: (query: string) => void;
  searching?: boolean;
  error?: string | null;
}

/** The searches behind the record inputs, by the record they pick. */
export type RecordSearches = Partial<Record<RecordSearchKind, RecordSearch>>;

interface PanelAction {
  entry: AdminAction;
  handle: ActionHandle;
  /** Why it cannot run now (e.g. the loan's status): the button is disabled and says so. */
  refusal: string | null;
  searches?: RecordSearches | undefined;
  asked?: AskedEntry | null | undefined;
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
  /** Issue 14: the reason an entry may not run now (the loan status table's), or null. */
  refusal?: (entry: AdminAction) => string | null;
  /** Issue 14: opens an entry's `flow` (a machine with its own screen) instead of running it here. */
  onFlow?: (entry: AdminAction) => void;
  /** The searches behind the record inputs (`affiliate`, `investor`): no id is ever typed. */
  searches?: RecordSearches;
  /**
   * An entry the command palette asked for (`useAskedEntry`): the panel goes to it and does what
   * its button does: runs it (through its confirmation when it asks one), opens its flow, or, for
   * an entry with inputs, puts the focus in its form. A disabled entry is left as it is.
   */
  asked?: AskedEntry | null;
}

/** The refusal under a disabled button, which names it (aria-describedby). */
function Refusal({ id, text }: { id: string; text: string | null }) {
  return text ? <RefusalText id={id}>{text}</RefusalText> : null;
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

const FOCUSABLE = ['input', 'select', 'textarea', 'button'].map((t) => `${t}:not([disabled])`).join(', ');

/** Its first control that can take the focus: the button, or the form's first input. */
const focusFirst = (tool: HTMLElement) => tool.querySelector<HTMLElement>(FOCUSABLE)?.focus();

/**
 * When `asked` names this entry, `act` runs once on its element. A tick later: the palette gives
 * the focus back to its opener in a microtask as it closes, and the focus belongs to the entry.
 */
function useAsked(asked: AskedEntry | null | undefined, id: string, act: (tool: HTMLElement) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (asked?.id !== id || !asked.take()) return;
    setTimeout(() => {
      const tool = ref.current;
      if (tool?.isConnected) latest.current(tool);
    }, 0);
  }, [asked, id]);
  return ref;
}

function OneClick({ entry, handle, refusal, asked }: PanelAction) {
  const refusalId = useId();
  const ref = useAsked(asked, entry.id, (tool) => {
    if (refusal !== null) return;
    focusFirst(tool);
    handle.send({ type: 'action.request' });
  });
  return (
    <Tool ref={ref}>
      <Button
        variant="secondary"
        busy={handle.snapshot.hasTag('busy')}
        disabled={refusal !== null}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() => handle.send({ type: 'action.request' })}
      >
        {entry.caption}
      </Button>
      <Refusal id={refusalId} text={refusal} />
      <Outcome handle={handle} />
    </Tool>
  );
}

/** An entry run by its own flow (issue 14: reset payment, lender change, lawsuit): a button that opens it. */
function FlowButton({
  entry,
  refusal,
  onFlow,
  asked,
}: {
  entry: AdminAction;
  refusal: string | null;
  onFlow: ((entry: AdminAction) => void) | undefined;
  asked?: AskedEntry | null | undefined;
}) {
  const refusalId = useId();
  const ref = useAsked(asked, entry.id, (tool) => {
    if (refusal !== null || !onFlow) return;
    focusFirst(tool);
    onFlow(entry);
  });
  return (
    <Tool ref={ref}>
      <Button
        variant="secondary"
        disabled={refusal !== null || !onFlow}
        aria-describedby={refusal ? refusalId : undefined}
        onClick={() => onFlow?.(entry)}
      >
        {entry.caption}
      </Button>
      <Refusal id={refusalId} text={refusal} />
    </Tool>
  );
}

/** A record input (`affiliate`, `investor`): the search combobox; the picked record is the value (its link). */
function RecordInput({
  kind,
  label,
  search,
  picked,
  disabled,
  onPick,
}: {
  kind: RecordSearchKind;
  label: string;
  search: RecordSearch | undefined;
  picked: string;
  disabled: boolean;
  onPick: (value: string, label: string) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState('');
  const results = search?.results ?? [];
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <SearchCombobox
        id={id}
        label={label}
        placeholder={L.search[kind]}
        items={results.map((r) => ({ key: r.value, label: r.label, detail: r.detail }))}
        loading={search?.searching ?? false}
        error={search?.error}
        onSearch={(q) => search?.onSearch(q)}
        onPick={(item) => {
          setShown(item.label);
          onPick(item.key, item.label);
        }}
        inline
        disabled={disabled || !search}
      />
      {picked ? <PickedValue>{shown || picked}</PickedValue> : null}
    </FieldRoot>
  );
}

type Values = Record<string, unknown>;
const blank = (entry: AdminAction): Values =>
  Object.fromEntries(inputsOf(entry).map((i) => [i.name, i.kind === 'amount' ? null : '']));
const keep = <T,>(value: T): T => value;

/** One input of an entry, bound to the entry's form (the button says whether the domain accepts it). */
function ActionInput({
  input,
  disabled,
  searches,
}: {
  input: ActionInputDef;
  disabled: boolean;
  searches: RecordSearches | undefined;
}) {
  const { input: field } = useField<unknown>(input.name, { parse: keep, format: keep, allowNull: true });
  if (input.kind === 'affiliate' || input.kind === 'investor')
    return (
      <RecordInput
        kind={input.kind}
        label={input.label}
        search={searches?.[input.kind]}
        picked={String(field.value ?? '')}
        disabled={disabled}
        onPick={(value) => field.onChange(value)}
      />
    );
  if (input.kind === 'select')
    return (
      <Select
        label={input.label}
        name={field.name}
        options={input.options ?? []}
        placeholder={L.choose}
        value={String(field.value ?? '')}
        disabled={disabled}
        onValueChange={(v) => field.onChange(v)}
      />
    );
  if (input.kind === 'amount')
    return (
      <NumberField
        label={input.label}
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        min={0}
        readAs={formatEur}
        disabled={disabled}
        onValueChange={(n) => field.onChange(n)}
      />
    );
  return (
    <TextField
      label={input.label}
      name={field.name}
      value={String(field.value ?? '')}
      disabled={disabled}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/** Once it has run the form starts empty, so the same movement is not sent twice by mistake. */
function EmptyWhenDone({ done }: { done: boolean }) {
  const form = useForm();
  useEffect(() => {
    if (done) form.reset();
  }, [done, form]);
  return null;
}

/** An entry with inputs: a small form whose button is enabled once the domain accepts them. */
function WithInputs({ entry, handle, refusal, searches, asked }: PanelAction) {
  const refusalId = useId();
  const [initial] = useState<Values>(() => blank(entry));
  const busy = handle.snapshot.hasTag('busy');
  const done = handle.snapshot.hasTag('done');
  // Its button needs the inputs: asked for, the form takes the focus, at its first input.
  const ref = useAsked(asked, entry.id, (tool) => {
    if (refusal === null) focusFirst(tool);
  });
  return (
    <Tool ref={ref}>
      <FinalForm<Values>
        initialValues={initial}
        // The domain's checks of the entry's inputs (the same as before: no message under a field).
        validate={(values) => actionInputErrors(entry, values)}
        onSubmit={(values) => {
          if (refusal === null) handle.send({ type: 'action.request', params: actionParams(entry, values) });
        }}
        render={({ handleSubmit, hasValidationErrors }) => (
          <InputsForm
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
            aria-label={entry.name ?? entry.caption}
            noValidate
          >
            <EmptyWhenDone done={done} />
            {inputsOf(entry).map((input) => (
              <ActionInput
                key={input.name}
                input={input}
                disabled={busy || refusal !== null}
                searches={searches}
              />
            ))}
            <Button
              type="submit"
              busy={busy}
              disabled={refusal !== null || hasValidationErrors}
              aria-describedby={refusal ? refusalId : undefined}
            >
              {entry.caption}
            </Button>
          </InputsForm>
        )}
      />
      <Refusal id={refusalId} text={refusal} />
      <Outcome handle={handle} />
    </Tool>
  );
}

/** An entry waiting for its confirmation; Aceptar runs it once (the machine ignores a second click). */
function Confirmation({ entry, handle }: Pick<PanelAction, 'entry' | 'handle'>) {
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
function Entry({
  entry,
  useAction,
  refusal,
  searches,
  asked,
}: {
  entry: AdminAction;
  useAction: UseAction;
  refusal: string | null;
  searches?: RecordSearches | undefined;
  asked?: AskedEntry | null | undefined;
}) {
  const handle = useAction(entry);
  return (
    <>
      {inputsOf(entry).length > 0 ? (
        <WithInputs entry={entry} handle={handle} refusal={refusal} searches={searches} asked={asked} />
      ) : (
        <OneClick entry={entry} handle={handle} refusal={refusal} asked={asked} />
      )}
      <Confirmation entry={entry} handle={handle} />
    </>
  );
}

/**
 * One entry on its own (issue 14: a row's action, e.g. cancelling an investment in its table):
 * its button or form, its confirmation and its outcome, disabled with `refusal` when given.
 */
export function ActionButton({
  entry,
  useAction,
  refusal = null,
}: {
  entry: AdminAction;
  useAction: UseAction;
  refusal?: string | null;
}) {
  return <Entry entry={entry} useAction={useAction} refusal={refusal} />;
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
  refusal,
  onFlow,
  searches,
  asked = null,
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
            {group.entries.map((entry) =>
              entry.flow ? (
                <FlowButton
                  key={entry.id}
                  entry={entry}
                  refusal={refusal?.(entry) ?? null}
                  onFlow={onFlow}
                  asked={asked}
                />
              ) : (
                <Entry
                  key={entry.id}
                  entry={entry}
                  useAction={useAction}
                  refusal={refusal?.(entry) ?? null}
                  searches={searches}
                  asked={asked}
                />
              ),
            )}
          </Group>
        ))}
      </Groups>
    </Section>
  );
}
