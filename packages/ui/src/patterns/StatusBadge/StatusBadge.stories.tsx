import {
  AFFILIATE_STATES,
  affiliateStateLabel,
  INSTALLMENT_STATUSES,
  TRANSACTION_TAGS,
} from '@backoffice/domain';
import {
  affiliateStatus,
  documentStatusLook,
  installmentStatus,
  loanCodeStatus,
  loanPhaseStatus,
  transactionTagStatus,
} from '@backoffice/domain/statuses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoanStatusBadge, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Patterns/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', label: 'Activo' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Activo')).toBeVisible();
  },
};

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 } as const;

/** Every affiliate state of §4, coloured by the domain's affiliateStateTone. */
export const AffiliateStates: Story = {
  render: () => (
    <div style={row}>
      {AFFILIATE_STATES.map((s) => (
        <StatusBadge key={s} catalogue={affiliateStatus} value={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(affiliateStateLabel('ACT'))[0]).toBeVisible();
    await expect(canvas.getAllByText(affiliateStateLabel('OFF'))[0]).toBeVisible();
  },
};

export const InstallmentStatuses: Story = {
  render: () => (
    <div style={row}>
      {Object.keys(INSTALLMENT_STATUSES).map((s) => (
        <StatusBadge key={s} catalogue={installmentStatus} value={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cobrada')).toBeVisible();
    await expect(canvas.getByText('Retrasada')).toBeVisible();
  },
};

export const LoanPhases: Story = {
  render: () => (
    <div style={row}>
      {['CA1', 'SOL', 'EST', 'PUB', 'AMO', 'FAL', 'UNK'].map((s) => (
        <StatusBadge key={s} catalogue={loanPhaseStatus} value={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Amortización')).toBeVisible();
  },
};

/** A loan status as the affiliate's lists show it: its code, coloured by its phase; no code, no badge. */
export const LoanStatusCodes: Story = {
  render: () => (
    <div style={row}>
      {['SOL', 'AMO', 'FAL', null].map((s) => (
        <LoanStatusBadge key={String(s)} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AMO')).toHaveAttribute('data-tone', loanCodeStatus('AMO').tone);
    await expect(canvasElement.querySelectorAll('[data-bo="badge"]')).toHaveLength(3);
  },
};

export const DocumentsAndTags: Story = {
  render: () => (
    <>
      <div style={row}>
        {[null, 0, 1, 2, 3, 4, 5].map((s) => (
          <StatusBadge key={String(s)} catalogue={documentStatusLook} value={s} />
        ))}
      </div>
      <div style={row}>
        {Object.keys(TRANSACTION_TAGS).map((t) => (
          <StatusBadge key={t} catalogue={transactionTagStatus} value={t} />
        ))}
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No enviado')).toBeVisible();
    await expect(canvas.getByText('Nómina')).toBeVisible();
  },
};
