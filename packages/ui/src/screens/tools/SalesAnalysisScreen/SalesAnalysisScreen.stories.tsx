import { toolsMessages } from '@backoffice/domain/tools';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysPage } from '#internal/officeWindow';
import { listStatePlays } from '../../loan/list/statePlays';
import { type SalesAnalysis, SalesAnalysisScreen } from './SalesAnalysisScreen';

const analysis: SalesAnalysis = {
  desde: '2026-06',
  hasta: '2026-11',
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
  agents: [
    {
      agentId: 7,
      agentName: 'Lucía Comercial',
      affiliatesByStatus: { NCO: 12, GES: 4, ACT: 9, FUN: 3 },
      affiliates: 28,
      conversion: 42.9,
      loansByMonth: [14, 18, 11, 22, 25, 19],
      amountByMonth: [42000, 51500.5, 30800, 66000, 71250, 58900],
    },
    {
      agentId: 9,
      agentName: 'Marcos Ventas',
      affiliatesByStatus: { NCO: 20, ACT: 5 },
      affiliates: 25,
      conversion: 20,
      loansByMonth: [6, 8, 7, 9, 12, 10],
      amountByMonth: [15000, 22000, 19500, 24000, 36000, 28000],
    },
  ],
};

const meta = {
  title: 'Screens/Tools/SalesAnalysisScreen',
  component: SalesAnalysisScreen,
  args: {
    state: 'loaded',
    analysis,
    period: { desde: '2026-06', hasta: '2026-11' },
    onPeriodChange: fn(),
    onApply: fn(),
    onRetry: fn(),
    errorMessage: toolsMessages.analysis.read,
  },
} satisfies Meta<typeof SalesAnalysisScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two agents: a line per agent for the loans, grouped bars for the amounts, and the table. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the charts, one series per agent, with their figures in tables', async () => {
      await expect(canvas.getByRole('img', { name: 'Financiaciones por mes' })).toBeVisible();
      await waitFor(() => expect(canvasElement.querySelectorAll('[data-drawn="true"]')).toHaveLength(2));
      await expect(canvasElement.querySelectorAll('.ct-line')).toHaveLength(2);
      const loans = canvas.getByRole('table', { name: 'Financiaciones por mes' });
      await expect(within(loans).getByRole('row', { name: /2026-11/ })).toHaveTextContent('19');
    });
    await step('the table per agent: conversion and totals of the period', async () => {
      const table = canvas.getByRole('table', { name: 'Comerciales' });
      const lucia = within(table).getByRole('row', { name: /Lucía Comercial/ });
      await expect(lucia).toHaveTextContent('42,9 %');
      await expect(lucia).toHaveTextContent('109');
      await expect(lucia).toHaveTextContent('ACT 9');
    });
    await step('the period is applied on submit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
      await expect(args.onApply).toHaveBeenCalled();
    });
  },
};

export const Empty: Story = { args: { analysis: { ...analysis, agents: [] } }, play: listStatePlays.empty };
export const Loading: Story = { args: { state: 'loading', analysis: null }, play: listStatePlays.loading };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', analysis: null },
  play: listStatePlays.error(toolsMessages.analysis.read),
};
export const Forbidden: Story = {
  args: { state: 'forbidden', analysis: null },
  play: listStatePlays.forbidden,
};

const NAMES = [
  'Lucía',
  'Marcos',
  'Ana',
  'Pedro',
  'Sara',
  'Iván',
  'Elena',
  'Jorge',
  'Nuria',
  'Raúl',
  'Marta',
  'Diego',
  'Paula',
  'Hugo',
];
/** Fourteen agents, as the platform has: every one with a full set of statuses. */
const fourteen: SalesAnalysis = {
  ...analysis,
  agents: NAMES.map((name, i) => ({
    agentId: 100 + i,
    agentName: `${name} Comercial Apellido${i}`,
    affiliatesByStatus: { NCO: 10 + i, GES: 3, CON: 2, ACT: 7 + i, FUN: 2, BAJ: 1 },
    affiliates: 25 + 2 * i,
    conversion: 20 + i,
    loansByMonth: [5 + i, 8, 7 + i, 9, 12 + i, 10],
    amountByMonth: [15000 + 1000 * i, 22000, 19500, 24000 + 500 * i, 36000, 28000 + 750 * i],
  })),
};

/**
 * Fourteen agents on a 1366 px laptop: each line has its own colour (the palette no longer repeats
 * after five) and the page never scrolls sideways (the charts' hidden tables made it 2,900 px).
 */
export const FourteenAgentsLaptop1366: Story = {
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  args: { analysis: fourteen },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-drawn="true"]')).toHaveLength(2));
    const lines = [...canvasElement.querySelectorAll<SVGElement>('.ct-line')];
    await expect(lines).toHaveLength(14);
    const colours = new Set(lines.map((l) => getComputedStyle(l).stroke));
    await expect(colours.size).toBe(14);
    await expectNoSidewaysPage(canvasElement);
  },
};
