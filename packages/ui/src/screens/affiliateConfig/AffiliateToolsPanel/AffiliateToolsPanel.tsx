import { formatEur, messages, refusalOr } from '@backoffice/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Modal } from '../../../primitives/Modal/Modal';
import { NumberField } from '../../../primitives/NumberField/NumberField';
import { TextField } from '../../../primitives/TextField/TextField';
import { configLabels } from '../labels';
import { Banner, ConfigSection, type SectionStatus } from '../shared/ConfigSection';
import { Group, Groups, GroupTitle, MoneyForm, Question, Tool } from './AffiliateToolsPanel.styles';

const L = configLabels.tools;

/** The affiliate tools of §7, each run by its own `adminActionMachine`. */
export type AffiliateToolId =
  | 'calculateScore'
  | 'registerWallet'
  | 'cleanKyc'
  | 'collaborationContract'
  | 'enableCollections'
  | 'mp2p'
  | 'moneyOut';

type Params = Readonly<Record<string, unknown>>;

/**
 * The `adminActionMachine` input of each tool: the §8 texts and whether it asks first. Kept here
 * so the screen, its stories and the app configure the machines the same way.
 */
export const affiliateToolInputs = {
  calculateScore: {
    confirm: false,
    successMessage: messages.success.scoreCalculated,
    errorMessage: messages.write.calculateScore,
  },
  // Issue 12: the wallet and KYC writes ask first, like documents and cancellations.
  registerWallet: {
    confirm: true,
    successMessage: messages.success.walletRegistered,
    errorMessage: messages.write.registerWallet,
    // §8: a 500 whose body starts with code 152 cleans the KYC automatically.
    cleanKycOn152: true,
  },
  cleanKyc: {
    confirm: true,
    successMessage: messages.success.kycCleaned,
    errorMessage: messages.write.cleanKyc,
  },
  collaborationContract: {
    confirm: false,
    successMessage: messages.success.contractGenerated,
    errorMessage: messages.write.generateContract,
  },
  enableCollections: {
    confirm: false,
    successMessage: messages.success.collectionsEnabled,
    errorMessage: messages.write.enableCollections,
  },
  mp2p: {
    confirm: true,
    successMessage: (params: Params) => messages.success.mp2pDone(String(params.msg ?? ''), params.amount),
    errorMessage: messages.write.mp2p,
  },
  moneyOut: {
    confirm: true,
    successMessage: (params: Params) =>
      messages.success.moneyOutDone(String(params.msg ?? ''), params.amount),
    // A refusal names its reason (issue 12: the balance is insufficient, with the amount available).
    errorMessage: refusalOr(messages.write.moneyOut),
  },
} as const;

/** The events of `adminActionMachine` this screen sends. */
export type AdminActionScreenEvent =
  | { type: 'action.request'; params?: Params }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.dismiss' };

/** What the screen reads of an `adminActionMachine` snapshot (structurally: the kit needs no XState). */
export interface AdminActionSnapshotLike {
  context: { params: Params; message: string | null };
  hasTag(tag: string): boolean;
  can(event: AdminActionScreenEvent): boolean;
}

/** One running tool: `useActor(adminActionMachine.provide(...), { input })` in the app. */
export interface AffiliateToolHandle {
  snapshot: AdminActionSnapshotLike;
  send(event: AdminActionScreenEvent): void;
}

export interface AffiliateToolsPanelProps extends Pick<SectionStatus, 'loading' | 'forbidden'> {
  /** The tools this user may run; a tool left out is not shown. */
  tools: Partial<Record<AffiliateToolId, AffiliateToolHandle>>;
}

const CAPTIONS: Record<AffiliateToolId, string> = {
  calculateScore: L.calculateScore,
  registerWallet: L.registerWallet,
  cleanKyc: L.cleanKyc,
  collaborationContract: L.collaborationContract,
  enableCollections: L.enableCollections,
  mp2p: L.doMp2p,
  moneyOut: L.doMoneyOut,
};

/** What a confirmation asks, where the tool has its own question. */
const QUESTIONS: Partial<Record<AffiliateToolId, string>> = {
  registerWallet: L.confirmRegisterWallet,
  cleanKyc: L.confirmCleanKyc,
};

const GROUPS: readonly { title: string; ids: readonly AffiliateToolId[] }[] = [
  { title: L.affiliateActions, ids: ['calculateScore', 'collaborationContract', 'enableCollections'] },
  { title: L.walletActions, ids: ['registerWallet', 'cleanKyc'] },
];

/** The outcome of the last run: §8 success or error text, dismissible; nothing for a silent failure. */
function Outcome({ tool }: { tool: AffiliateToolHandle }) {
  const { snapshot, send } = tool;
  const message = snapshot.context.message;
  if (!message || !snapshot.can({ type: 'action.dismiss' })) return null;
  return (
    <Banner
      tone={snapshot.hasTag('done') ? 'success' : 'danger'}
      message={message}
      onDismiss={() => send({ type: 'action.dismiss' })}
    />
  );
}

function SimpleTool({ id, tool }: { id: AffiliateToolId; tool: AffiliateToolHandle }) {
  return (
    <Tool>
      <Button
        variant="secondary"
        busy={tool.snapshot.hasTag('busy')}
        onClick={() => tool.send({ type: 'action.request' })}
      >
        {CAPTIONS[id]}
      </Button>
      <Outcome tool={tool} />
    </Tool>
  );
}

function MoneyTool({ id, tool }: { id: 'mp2p' | 'moneyOut'; tool: AffiliateToolHandle }) {
  const [amount, setAmount] = useState<number | null>(null);
  const [msg, setMsg] = useState('');
  const busy = tool.snapshot.hasTag('busy');
  const done = tool.snapshot.hasTag('done');
  // Once the money has moved the form starts empty, so the same movement is not sent twice by mistake.
  useEffect(() => {
    if (done) {
      setAmount(null);
      setMsg('');
    }
  }, [done]);
  const ready = amount !== null && Number.isFinite(amount) && amount > 0 && msg.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) tool.send({ type: 'action.request', params: { amount, msg: msg.trim() } });
  };
  return (
    <Tool>
      <MoneyForm onSubmit={submit} aria-label={id === 'mp2p' ? L.mp2p : L.moneyOut} noValidate>
        <NumberField
          label={L.amount}
          value={amount}
          min={0}
          disabled={busy}
          onValueChange={(n) => setAmount(n)}
        />
        <TextField label={L.msg} value={msg} disabled={busy} onChange={(e) => setMsg(e.target.value)} />
        <Button type="submit" busy={busy} disabled={!ready}>
          {CAPTIONS[id]}
        </Button>
      </MoneyForm>
      <Outcome tool={tool} />
    </Tool>
  );
}

/**
 * A tool waiting for its confirmation: MP2P and money out show the amount in euros and the
 * concept (§2, §7); Aceptar runs it once (the machine ignores a second click while it runs).
 */
function Confirmation({ id, tool }: { id: AffiliateToolId; tool: AffiliateToolHandle }) {
  const open = tool.snapshot.can({ type: 'action.confirm' });
  const { params } = tool.snapshot.context;
  const money = id === 'mp2p' || id === 'moneyOut';
  const action = id === 'mp2p' ? L.mp2p : id === 'moneyOut' ? L.moneyOut : CAPTIONS[id];
  return (
    <Modal
      open={open}
      onClose={() => tool.send({ type: 'action.cancel' })}
      title={L.confirmTitle(action)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => tool.send({ type: 'action.cancel' })}>
            {configLabels.common.cancel}
          </Button>
          <Button onClick={() => tool.send({ type: 'action.confirm' })}>{configLabels.common.accept}</Button>
        </>
      }
    >
      {money ? (
        <>
          <Question>{L.confirmQuestion(action, formatEur(params.amount))}</Question>
          {typeof params.msg === 'string' && params.msg ? (
            <Question>{L.confirmConcept(params.msg)}</Question>
          ) : null}
        </>
      ) : (
        <Question>{QUESTIONS[id] ?? L.confirmPlain}</Question>
      )}
    </Modal>
  );
}

/** The affiliate's tools (§7 "Affiliate writes"): actions, wallet and KYC, and money movements. */
export function AffiliateToolsPanel({ tools, ...status }: AffiliateToolsPanelProps) {
  const entries = Object.entries(tools) as [AffiliateToolId, AffiliateToolHandle][];
  const money = (['mp2p', 'moneyOut'] as const).filter((id) => tools[id]);
  return (
    <ConfigSection title={configLabels.sections.tools} {...status}>
      <Groups>
        {GROUPS.map((g) => {
          const present = g.ids.filter((id) => tools[id]);
          if (present.length === 0) return null;
          return (
            <Group key={g.title} aria-label={g.title}>
              <GroupTitle>{g.title}</GroupTitle>
              {present.map((id) => (
                <SimpleTool key={id} id={id} tool={tools[id] as AffiliateToolHandle} />
              ))}
            </Group>
          );
        })}
        {money.length > 0 ? (
          <Group aria-label={L.moneyActions}>
            <GroupTitle>{L.moneyActions}</GroupTitle>
            {money.map((id) => (
              <MoneyTool key={id} id={id} tool={tools[id] as AffiliateToolHandle} />
            ))}
          </Group>
        ) : null}
      </Groups>
      {entries.map(([id, tool]) => (
        <Confirmation key={id} id={id} tool={tool} />
      ))}
    </ConfigSection>
  );
}
