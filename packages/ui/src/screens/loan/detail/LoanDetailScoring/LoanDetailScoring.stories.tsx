import { messages } from '@backoffice/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  accounts,
  holders,
  killers,
  loan,
  scores,
  scrapeReports,
  summaries,
  transactions,
} from '../fixtures';
import { statePlays } from '../statePlays';
import { LoanDetailScoring } from './LoanDetailScoring';
import { LoanDetailScoringAccounts } from './LoanDetailScoringAccounts';
import { LoanDetailScoringHolders } from './LoanDetailScoringHolders';
import { LoanDetailScoringTransactions } from './LoanDetailScoringTransactions';

const onMore = fn();

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailScoring',
  component: LoanDetailScoring,
  args: {
    view: 'full',
    reports: { state: 'loaded', data: scrapeReports },
    summaries: { state: 'loaded', data: summaries },
    scores: { state: 'loaded', data: scores },
    killers: { state: 'loaded', data: killers },
    hasCoborrower: true,
    renderAccounts: (report) => (
      <LoanDetailScoringAccounts
        state="loaded"
        data={report.cotitular ? accounts.slice(1) : accounts}
        borrowerAccount={loan.accountIban}
        renderTransactions={(a) => (
          <LoanDetailScoringTransactions
            account={a.iban ?? a.account ?? ''}
            state="loaded"
            rows={transactions}
            hasMore
            onMore={onMore}
          />
        )}
        renderHolders={(a) => (
          <LoanDetailScoringHolders account={a.iban ?? a.account ?? ''} state="loaded" data={holders} />
        )}
      />
    ),
  },
} satisfies Meta<typeof LoanDetailScoring>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const borrower = within(canvas.getByRole('region', { name: 'Análisis bancario · Prestatario' }));
    await step(
      'borrower and co-borrower each with latest summary, latest scrape and older scrapes',
      async () => {
        await expect(canvas.getByRole('region', { name: 'Análisis bancario · Cotitular' })).toBeVisible();
        const summary = within(borrower.getByRole('region', { name: 'Último resumen · Prestatario' }));
        await expect(summary.getByText('Días con saldo negativo').nextSibling).toHaveTextContent('4,25 %');
        await expect(summary.getByText('Nómina detectada').nextSibling).toHaveTextContent('Sí');
        const older = within(borrower.getByRole('region', { name: 'Análisis anteriores · Prestatario' }));
        await expect(older.getAllByRole('group')).toHaveLength(2);
        await expect(older.getByText('Análisis del 01/01/2026 (Fallido)')).toBeVisible();
      },
    );
    await step("an account is the borrower's when its IBAN or number ends as theirs (loans §2)", async () => {
      const latest = within(borrower.getByRole('region', { name: /^Último análisis · Prestatario/ }));
      const own = within(latest.getByRole('article', { name: 'Cuenta ES7600811234461234561332' }));
      await expect(own.getByText('Del prestatario')).toBeVisible();
      await expect(own.getByText('Listo').nextSibling).toHaveTextContent('Sí');
      const other = within(latest.getByRole('article', { name: 'Cuenta 00810000000000009999' }));
      await expect(other.queryByText('Del prestatario')).toBeNull();
      await expect(other.getByText('Titulares').nextSibling).toHaveTextContent(
        'Lucía García Pérez, Marta Ruiz',
      );
    });
    await step('transactions: tag colour, a marker at each change of month, the next page', async () => {
      const latest = within(borrower.getByRole('region', { name: /^Último análisis · Prestatario/ }));
      await userEvent.click(
        latest.getByRole('button', { name: 'Ver movimientos de ES7600811234461234561332' }),
      );
      const table = within(latest.getByRole('table', { name: 'Movimientos ES7600811234461234561332' }));
      const months = table.getAllByRole('rowheader').map((h) => h.textContent);
      await expect(months).toEqual(['marzo 2026', 'febrero 2026']);
      const gambling = table.getByText('Juego');
      await expect(gambling).toHaveAttribute('data-tone', 'danger');
      await userEvent.click(latest.getByRole('button', { name: 'Cargar más movimientos' }));
      await expect(onMore).toHaveBeenCalled();
    });
    await step('an opened account also shows its holders (ins_titulars), the main one marked', async () => {
      const latest = within(borrower.getByRole('region', { name: /^Último análisis · Prestatario/ }));
      const table = within(latest.getByRole('table', { name: 'Titulares de ES7600811234461234561332' }));
      await expect(table.getAllByRole('row')[1]).toHaveTextContent('Lucía García Pérez12345678ZSí');
    });
    await step(
      'the scoring detail: booleans Sí/No, the ratio in %, volume and balance in euros',
      async () => {
        const detail = within(canvas.getByRole('region', { name: 'Detalle del scoring' }));
        await expect(detail.getByText('Días con saldo negativo').nextSibling).toHaveTextContent('12,34 %');
        await expect(detail.getByText('Volumen').nextSibling).toHaveTextContent('12.345,60 €');
        await expect(detail.getByText('Saldo').nextSibling).toHaveTextContent('840,25 €');
        await expect(detail.getByText('Juego').nextSibling).toHaveTextContent('No');
        await expect(detail.getByText('Fecha ASNEF').nextSibling).toHaveTextContent('28/02/2026');
        await expect(canvas.getByRole('region', { name: 'Killers' })).toHaveTextContent('JUEGO');
      },
    );
  },
};

/** loans §6: roles without the full view get only the latest successful scrape report, no score detail. */
export const LatestScrapeOnly: Story = {
  args: {
    view: 'latestScrape',
    reports: { state: 'loaded', data: scrapeReports.filter((r) => r.latest) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('solo el último análisis correcto');
    await expect(
      canvas.getByRole('region', { name: /^Último análisis correcto · Prestatario/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Detalle del scoring' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Killers' })).toBeNull();
    await expect(canvas.queryByText('Último resumen')).toBeNull();
    await expect(canvas.queryByText('Análisis anteriores')).toBeNull();
  },
};

/** loans §8: the summaries' read failing says its own message where the latest summary goes. */
export const SummariesError: Story = {
  args: { summaries: { state: 'error', data: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const who of ['Prestatario', 'Cotitular']) {
      const part = within(canvas.getByRole('region', { name: `Último resumen · ${who}` }));
      await expect(part.getByRole('alert')).toHaveTextContent(messages.loanDetail.summaries);
      await expect(part.queryByText('No hay ningún resumen.')).toBeNull();
    }
  },
};

const all = (state: 'loading' | 'error' | 'forbidden') => ({
  reports: { state, data: null },
  summaries: { state, data: null },
  scores: { state, data: null },
  killers: { state, data: null },
});
export const Loading: Story = { args: all('loading'), play: statePlays.loading };
export const Empty: Story = {
  args: {
    reports: { state: 'loaded', data: [] },
    scores: { state: 'loaded', data: [] },
    killers: { state: 'loaded', data: [] },
  },
  play: statePlays.empty,
};
export const LoadError: Story = {
  name: 'Error',
  args: all('error'),
  play: async (ctx) => {
    await statePlays.error(messages.loanDetail.scrapeReports)(ctx);
    await statePlays.error(messages.loanDetail.scores)(ctx);
    await statePlays.error(messages.loanDetail.killers)(ctx);
  },
};
export const Forbidden: Story = { args: all('forbidden'), play: statePlays.forbidden };
