import { isRowAction, LOAN_ACTIONS, type LoanAction, messages } from '@backoffice/domain';
import { type AdminAction, actionsFor } from '@backoffice/domain/actions';
import type { RolesInput } from '@backoffice/domain/roles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysPage, officeWindow } from '#internal/officeWindow';
import { useStoryAction } from '#internal/storyActions';
import { pickEntries } from '#internal/storyRegistry';
import { LoanDetailActions } from './LoanDetailActions';

/*
 * The loan detail's actions panel (issue 14) reads the domain's registry: who sees a button is
 * who may call its route; whether it is enabled is the status table's. Each entry runs on the
 * real adminActionMachine; only the network actor is a stand-in that answers as the story says.
 */

/** What the server answers when a story's call fails: a refusal with its reason and error id. */
const REFUSAL = {
  status: 409,
  body: { error: messages.loanActions.notAllowedInStatus('CA0'), id: 'req-7' },
  errorId: 'req-7',
};

/** The entries the stories draw: one or more of every group and kind (reason, inputs, money, flow). */
const SHOWN = pickEntries(LOAN_ACTIONS, [
  'cancelLoan',
  'denyLoan',
  'failedLoan',
  'cancelDemo',
  'approveLoan',
  'analizeLoan',
  'categorizeInstantor',
  'deleteScores',
  'financiacionToCobros',
  'cobrosToFinanciacion',
  'changeAffiliate',
  'generateAMA',
  'partialCancellation',
  'rebillCurrentInstallment',
  'invest',
  'sendVTFSMS',
  'generateIbanCertificate',
  'removeCoborrower',
  'cleanKYC',
  'changeWalletStatus',
  'moneyOut',
  'resetPayment',
  'lawsuitFiling',
]);

interface HarnessProps {
  /** The registry the panel reads (a fixed subset unless said). */
  registry?: readonly LoanAction[];
  roles: RolesInput;
  estadoCd: string;
  cobros?: boolean;
  demo?: boolean;
  /** The co-borrower's link; null: the loan has none. */
  coborrower?: string | null;
  /** The call fails: `true` with REFUSAL, or with the error given. */
  fail?: boolean | object;
  run: (id: string, params: unknown) => void;
  onFlow: (entry: AdminAction) => void;
}

function Harness({
  registry = SHOWN,
  roles,
  estadoCd,
  cobros = false,
  demo = false,
  coborrower = '/api/users/88',
  fail = false,
  run,
  onFlow,
}: HarnessProps) {
  const actions = actionsFor(roles, registry) as LoanAction[];
  const failure = fail === true ? REFUSAL : fail;
  const useAction = (entry: AdminAction) => useStoryAction(entry, run, failure);
  return (
    <LoanDetailActions
      actions={actions}
      loan={{ estadoCd, cobros, demo, coborrower }}
      useAction={useAction}
      onFlow={onFlow}
      searches={{
        affiliate: {
          results: [{ value: '/api/afiliados/7', label: 'AF0007 · Muebles Soria' }],
          onSearch: () => {},
        },
        investor: {
          results: [{ value: '/api/inversores/12', label: 'Ana Ruiz Pérez', detail: 'ana.ruiz@correo.test' }],
          onSearch: () => {},
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/Loan/Detail/LoanDetailActions',
  component: Harness,
  args: { roles: 'ROLE_MICRO_ADMIN', estadoCd: 'EST', run: fn(), onFlow: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });
const refused = (status: string) => messages.loanActions.notAllowedInStatus(status);

/** A MICRO_ADMIN on a loan in study (EST): the status actions run, the amortizing ones say why not. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acciones del crédito' })).toBeVisible();
    await step('allowed in EST: enabled', async () => {
      for (const name of ['Analizar crédito', 'Pasar a cobros', 'Borrar scores'])
        await expect(button(canvasElement, name)).toBeEnabled();
    });
    await step('not allowed in EST: disabled, with the reason the API gives', async () => {
      const rebill = button(canvasElement, 'Cobrar cuota EC con tarjeta');
      await expect(rebill).toBeDisabled();
      await expect(rebill).toHaveAccessibleDescription(refused('EST'));
    });
    await step('ADMIN-only tools are not offered to a MICRO_ADMIN', async () => {
      for (const name of ['Denegar crédito', 'Generar AMA', 'Categorizar Instantor'])
        await expect(canvas.queryByRole('button', { name })).toBeNull();
    });
    await step('a demo that is no demo any more: cancel demo is disabled', async () => {
      await expect(button(canvasElement, 'Cancelar demo')).toHaveAccessibleDescription(
        messages.loanActions.notDemo,
      );
    });
  },
};

/** An ADMIN on an amortizing loan (AMO): AMA and rebilling run, cancelling or denying do not. */
export const AdminOnAmortizingLoan: Story = {
  args: { roles: 'ROLE_ADMIN', estadoCd: 'AMO' },
  play: async ({ canvasElement }) => {
    for (const name of ['Generar AMA', 'Cobrar cuota EC con tarjeta'])
      await expect(button(canvasElement, name)).toBeEnabled();
    // Marking as failed asks a reason first: its field is open, its button has no refusal.
    const failed = within(within(canvasElement).getByRole('form', { name: 'Marcar como fallido' }));
    await expect(failed.getByLabelText('Motivo')).toBeEnabled();
    await expect(failed.getByRole('button', { name: 'Marcar como fallido' })).not.toHaveAttribute(
      'aria-describedby',
    );
    for (const name of ['Denegar crédito', 'Analizar crédito', 'Pasar a cobros'])
      await expect(button(canvasElement, name)).toHaveAccessibleDescription(refused('AMO'));
  },
};

/** A COMERCIAL sees none of the admin-only buttons: the panel says there is nothing to run. */
export const Comercial: Story = {
  args: { roles: 'ROLE_COMERCIAL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tiene ninguna acción disponible.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

/** A loan without a co-borrower: 'Eliminar cotitular' is disabled and says why (the API's own reason). */
export const WithoutCoborrower: Story = {
  args: { coborrower: null },
  play: async ({ canvasElement }) => {
    const remove = button(canvasElement, 'Eliminar cotitular');
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(messages.loanProviders.noCoborrower);
  },
};

/** Cancelling asks a reason, then confirms; the success text is §8's. */
export const CancelWithReason: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Cancelar crédito' }));
    await step('without a reason the button stays disabled', async () => {
      await expect(form.getByRole('button', { name: 'Cancelar crédito' })).toBeDisabled();
    });
    await userEvent.type(form.getByLabelText('Motivo'), 'Cliente desiste');
    await userEvent.click(form.getByRole('button', { name: 'Cancelar crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Cancelar crédito' });
    await expect(within(dialog).getByText('¿Está seguro de cancelar el crédito?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(messages.loan.success.cancelled)).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith('cancelLoan', { reason: 'Cliente desiste' });
  },
};

/** Runs 'Generar AMA' and accepts its confirmation; answers the canvas to read the outcome in. */
async function generateAma(canvasElement: HTMLElement) {
  await userEvent.click(button(canvasElement, 'Generar AMA'));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar Generar AMA' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  return within(canvasElement);
}

/**
 * A refusal from the server (the loan changed meanwhile) shows the server's own reason, word for
 * word, with the error id the API answers (the id its log lines carry).
 */
export const ServerRefuses: Story = {
  args: { fail: true, roles: 'ROLE_ADMIN', estadoCd: 'AMO' },
  play: async ({ canvasElement }) => {
    const canvas = await generateAma(canvasElement);
    await expect(
      await canvas.findByText(`${messages.loanActions.notAllowedInStatus('CA0')} (req-7)`),
    ).toBeVisible();
    await expect(canvas.queryByText(new RegExp(messages.loan.errors.generateAma))).toBeNull();
  },
};

/** A fault (a 5xx) is no reason: the write's own §8 text shows, with the error id to quote. */
export const ServerFault: Story = {
  args: {
    fail: { status: 502, body: { error: messages.general.serverError, id: 'req-9' }, errorId: 'req-9' },
    roles: 'ROLE_ADMIN',
    estadoCd: 'AMO',
  },
  play: async ({ canvasElement }) => {
    const canvas = await generateAma(canvasElement);
    await expect(await canvas.findByText(`${messages.loan.errors.generateAma} (req-9)`)).toBeVisible();
  },
};

/**
 * A proxy's error page (a 502 whose body is HTML, not JSON) says nothing the server meant: the
 * notification is the general 'Se ha producido un error con el servidor' (§8), not the write's own
 * text, which would blame the AMA for a gateway's fault.
 */
export const ProxyErrorPage: Story = {
  args: {
    fail: { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', errorId: null },
    roles: 'ROLE_ADMIN',
    estadoCd: 'AMO',
  },
  play: async ({ canvasElement }) => {
    const canvas = await generateAma(canvasElement);
    await expect(await canvas.findByText(messages.general.serverError)).toBeVisible();
    await expect(canvas.queryByText(new RegExp(messages.loan.errors.generateAma))).toBeNull();
  },
};

/**
 * Investing in a published loan: the investor is picked by search (never typed as an id); an
 * amount above what is left to fund is refused with the server's reason and its error id.
 */
export const InvestPicksInvestor: Story = {
  args: {
    roles: 'ROLE_ADMIN',
    estadoCd: 'PUB',
    fail: {
      status: 400,
      body: { error: messages.loanActions.amountAboveAvailable, id: 'req-42' },
      errorId: 'req-42',
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Invertir' }));
    await step('the investor is a search, not an id typed in', async () => {
      await expect(form.queryByRole('textbox', { name: /Inversor/ })).toBeNull();
      await userEvent.type(form.getByRole('combobox', { name: 'Inversor' }), 'Ana');
      await userEvent.click(await screen.findByRole('option', { name: /Ana Ruiz Pérez/ }));
      await expect(form.getByText('Ana Ruiz Pérez')).toBeVisible();
    });
    await userEvent.type(form.getByLabelText('Importe (€)'), '999999');
    await userEvent.click(form.getByRole('button', { name: 'Invertir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Invertir' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(
      await canvas.findByText(`${messages.loanActions.amountAboveAvailable} (req-42)`),
    ).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith(
      'invest',
      expect.objectContaining({ investor: '/api/inversores/12', amount: 999999 }),
    );
  },
};

/** 'Cambiar estado LW' picks the status by its name from §4's list; the question names it too. */
export const ChangeWalletStatusByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Cambiar estado LW' }));
    const select = form.getByRole('combobox', { name: 'Estado LW' });
    await expect(within(select).getByRole('option', { name: '10 · Bloqueada' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '5');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar estado LW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Cambiar estado LW' });
    await expect(
      within(dialog).getByText('¿Está seguro de cambiar el estado LW del prestatario a «5 · KYC1»?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(args.run).toHaveBeenCalledWith('changeWalletStatus', { walletStatusCode: '5' }),
    );
  },
};

/** Changing the affiliate: search (3 characters), pick, give the reason, confirm. */
export const ChangeAffiliate: Story = {
  args: { estadoCd: 'CA2' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Cambiar afiliado' }));
    await step('search and pick the affiliate', async () => {
      await userEvent.type(form.getByRole('combobox', { name: 'Afiliado' }), 'Mue');
      await userEvent.click(await screen.findByRole('option', { name: /Muebles Soria/ }));
      await expect(form.getByText('AF0007 · Muebles Soria')).toBeVisible();
    });
    await userEvent.type(form.getByLabelText('Motivo'), 'Traspaso de cartera');
    await userEvent.click(form.getByRole('button', { name: 'Cambiar afiliado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Cambiar afiliado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(await canvas.findByText(messages.loan.success.affiliateChanged)).toBeVisible();
    await expect(args.run).toHaveBeenCalledWith('changeAffiliate', {
      afiliado: '/api/afiliados/7',
      reason: 'Traspaso de cartera',
    });
  },
};

/** The width a text takes in an input's font. */
function textWidth(input: HTMLInputElement, text: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = getComputedStyle(input).font;
  return context.measureText(text).width;
}

/** On a 1366 px laptop, in the app's shell: each search field shows its whole placeholder. */
export const Laptop1366: Story = {
  ...officeWindow,
  args: { roles: 'ROLE_ADMIN', estadoCd: 'PUB' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysPage(canvasElement);
    const canvas = within(canvasElement);
    for (const [form, name] of [
      ['Cambiar afiliado', 'Afiliado'],
      ['Invertir', 'Inversor'],
    ] as const) {
      const input = within(canvas.getByRole('form', { name: form })).getByRole('combobox', {
        name,
      }) as HTMLInputElement;
      const style = getComputedStyle(input);
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      await expect(textWidth(input, input.placeholder)).toBeLessThanOrEqual(room);
    }
  },
};

/**
 * The whole registry, for ADMIN on a loan in study: every entry that is not a row action has its
 * button or its form. No picture: it changes with every new action (the stories above draw a
 * fixed set).
 */
export const EveryEntry: Story = {
  args: { registry: LOAN_ACTIONS, roles: 'ROLE_ADMIN', estadoCd: 'EST' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const entry of LOAN_ACTIONS.filter((e) => !isRowAction(e))) {
      const shown =
        canvas.queryAllByRole('button', { name: entry.caption }).length +
        canvas.queryAllByRole('form', { name: entry.caption }).length;
      await expect(shown, entry.id).toBeGreaterThan(0);
    }
  },
};
