import { messages } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type CommentItem, CommentsModal } from './CommentsModal';

const comments: CommentItem[] = [
  {
    '@id': '/api/comentarios/11',
    departamento: 'Riesgos',
    nameUser: 'Lucía Romero',
    createdAt: '2026-03-04T09:15:00',
    mensaje: 'Pendiente de recibir el balance del último ejercicio.',
  },
  {
    '@id': '/api/comentarios/12',
    departamento: 'Comercial',
    nameUser: 'Pablo Ortega',
    createdAt: '2026-03-05T16:40:00',
    mensaje: 'Llamado el gerente: envía la documentación esta semana.',
  },
];

const meta = {
  title: 'Screens/AffiliateConfig/CommentsModal',
  component: CommentsModal,
  args: {
    open: true,
    onClose: fn(),
    recordName: 'AF-0042 Clínica Dental Sonrisas',
    roles: ['ROLE_ADMIN'],
    comments,
    onCreate: fn(),
    onDelete: fn(),
    onDismissError: fn(),
  },
} satisfies Meta<typeof CommentsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Comentarios de AF-0042 Clínica Dental Sonrisas' });
const inDialog = () => within(screen.getByRole('dialog'));
const send = () => inDialog().getByRole('button', { name: 'Enviar' });

/** An ADMIN: the list, a department to choose, no delete control. */
export const Default: Story = {
  play: async ({ args, step }) => {
    await dialog();
    await step('each comment shows its author, department, date and text', async () => {
      const items = within(inDialog().getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      await expect(items[0]).toHaveTextContent('Lucía Romero');
      await expect(items[0]).toHaveTextContent('Riesgos');
      await expect(items[0]).toHaveTextContent('4 mar 2026 09:15');
      // 24-hour clock: 16:40 stays 16:40, never 04:40.
      await expect(items[1]).toHaveTextContent('5 mar 2026 16:40');
    });
    await step('ADMIN chooses the department and does not see delete', async () => {
      await expect(inDialog().getByLabelText('Departamento')).toBeRequired();
      await expect(inDialog().queryByRole('button', { name: /Eliminar/ })).toBeNull();
    });
    await step('ADMIN sends the text with the chosen department', async () => {
      await userEvent.type(inDialog().getByLabelText('Comentario'), '  Revisado con riesgos.  ');
      await userEvent.selectOptions(inDialog().getByLabelText('Departamento'), 'Operaciones');
      await userEvent.click(send());
      await expect(args.onCreate).toHaveBeenCalledWith({
        mensaje: 'Revisado con riesgos.',
        departamento: 'Operaciones',
      });
      await waitFor(() => expect(inDialog().getByLabelText('Comentario')).toHaveValue(''));
    });
  },
};

/** §5: send is disabled while the text is empty (spaces count as empty). */
export const SendDisabledWhileEmpty: Story = {
  play: async () => {
    await dialog();
    await expect(send()).toBeDisabled();
    await userEvent.type(inDialog().getByLabelText('Comentario'), '   ');
    await expect(send()).toBeDisabled();
    await userEvent.type(inDialog().getByLabelText('Comentario'), 'Hola');
    await expect(send()).toBeEnabled();
  },
};

/** §5: a department is required for MICRO_ADMIN. */
export const MicroAdminMustChooseDepartment: Story = {
  args: { roles: ['ROLE_MICRO_ADMIN'] },
  play: async ({ args, step }) => {
    await dialog();
    await step('without a department the comment is not sent', async () => {
      await userEvent.type(inDialog().getByLabelText('Comentario'), 'Falta el CIF.');
      await userEvent.click(send());
      await expect(inDialog().getByLabelText('Departamento')).toHaveAccessibleDescription(
        messages.comments.departmentRequired,
      );
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('with one it is', async () => {
      await userEvent.selectOptions(inDialog().getByLabelText('Departamento'), 'At. Cliente');
      await userEvent.click(send());
      // The form submits once its state has settled: on a busy machine, a moment after the click.
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({ mensaje: 'Falta el CIF.', departamento: 'At. Cliente' }),
      );
    });
  },
};

/** §5: COMERCIAL gets Comercial automatically, with no department control and no delete. */
export const ComercialAutomaticDepartment: Story = {
  args: { roles: ['ROLE_COMERCIAL'] },
  play: async ({ args, step }) => {
    await dialog();
    await step('no department select; the automatic one is shown', async () => {
      await expect(inDialog().queryByLabelText('Departamento')).toBeNull();
      await expect(inDialog().getByText('Departamento: Comercial')).toBeVisible();
    });
    await step('COMERCIAL cannot delete', async () => {
      await expect(inDialog().queryByRole('button', { name: /Eliminar el comentario/ })).toBeNull();
    });
    await step('the comment goes with Comercial', async () => {
      await userEvent.type(inDialog().getByLabelText('Comentario'), 'Visita hecha.');
      await userEvent.click(send());
      await expect(args.onCreate).toHaveBeenCalledWith({
        mensaje: 'Visita hecha.',
        departamento: 'Comercial',
      });
    });
  },
};

/** §5: RISK gets Riesgos. */
export const RiskAutomaticDepartment: Story = {
  args: { roles: ['ROLE_RISK'] },
  play: async ({ args, step }) => {
    await dialog();
    await step('RISK → Riesgos', async () => {
      await expect(inDialog().getByText('Departamento: Riesgos')).toBeVisible();
      await userEvent.type(inDialog().getByLabelText('Comentario'), 'Score revisado.');
      await userEvent.click(send());
      await expect(args.onCreate).toHaveBeenCalledWith({
        mensaje: 'Score revisado.',
        departamento: 'Riesgos',
      });
    });
  },
};

/** §5: RECOBRO (and MICRO_RECOBRO) gets Recobros. */
export const RecobroAutomaticDepartment: Story = {
  args: { roles: ['ROLE_RECOBRO'] },
  play: async () => {
    await dialog();
    await expect(inDialog().getByText('Departamento: Recobros')).toBeVisible();
  },
};

/** §6: only SUPER_ADMIN sees the delete control; SUPER_ADMIN also chooses the department. */
export const SuperAdminCanDelete: Story = {
  args: { roles: ['ROLE_SUPER_ADMIN'] },
  play: async ({ args, step }) => {
    await dialog();
    await step('one delete control per comment, named by author and date', async () => {
      const del = inDialog().getByRole('button', {
        name: 'Eliminar el comentario de Pablo Ortega del 5 mar 2026 16:40',
      });
      await expect(inDialog().getAllByRole('button', { name: /Eliminar el comentario/ })).toHaveLength(2);
      await userEvent.click(del);
    });
    await step('delete asks first (issue 12): Cancelar keeps the comment', async () => {
      const ask = inDialog().getByRole('group', {
        name: 'Eliminar el comentario de Pablo Ortega del 5 mar 2026 16:40',
      });
      await expect(ask).toHaveTextContent('¿Eliminar este comentario?');
      await expect(args.onDelete).not.toHaveBeenCalled();
      await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
      await expect(args.onDelete).not.toHaveBeenCalled();
      await expect(screen.getByRole('dialog')).toBeVisible();
    });
    await step('Eliminar deletes it', async () => {
      await userEvent.click(
        inDialog().getByRole('button', {
          name: 'Eliminar el comentario de Pablo Ortega del 5 mar 2026 16:40',
        }),
      );
      const ask = inDialog().getByRole('group', { name: /Eliminar el comentario de Pablo Ortega/ });
      await userEvent.click(within(ask).getByRole('button', { name: 'Eliminar' }));
      await expect(args.onDelete).toHaveBeenCalledWith(comments[1]);
    });
    await step('SUPER_ADMIN chooses the department', async () => {
      await expect(inDialog().getByLabelText('Departamento')).toBeRequired();
    });
  },
};

export const Deleting: Story = {
  args: { roles: ['ROLE_SUPER_ADMIN'], deletingId: '/api/comentarios/11' },
  play: async () => {
    await dialog();
    const busy = inDialog().getByRole('button', { name: /Eliminar el comentario de Lucía Romero/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { comments: undefined, loading: true },
  play: async () => {
    await dialog();
    await expect(inDialog().getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async () => {
    await dialog();
    await expect(inDialog().getByText('Todavía no hay comentarios.')).toBeVisible();
  },
};

/** §8 'Ha habido un error al obtener las comentarios' (the spec's wording). */
export const LoadError: Story = {
  args: { comments: undefined, loadError: messages.comments.loadFailed },
  play: async () => {
    await dialog();
    await expect(inDialog().getByRole('alert')).toHaveTextContent(messages.comments.loadFailed);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async () => {
    await dialog();
    const button = inDialog().getByRole('button', { name: 'Enviando…' });
    await expect(button).toBeDisabled();
    await expect(inDialog().getByLabelText('Comentario')).toBeDisabled();
  },
};

/** A failed create keeps the text and shows §8 'Ha habido un error creando el comentario'. */
export const CreateFailed: Story = {
  args: {
    onCreate: fn(() => Promise.reject(new Error('500'))),
    error: messages.comments.createFailed,
  },
  play: async ({ args }) => {
    await dialog();
    await expect(inDialog().getByRole('alert')).toHaveTextContent(messages.comments.createFailed);
    await userEvent.type(inDialog().getByLabelText('Comentario'), 'Reintento');
    await userEvent.selectOptions(inDialog().getByLabelText('Departamento'), 'IT');
    await userEvent.click(send());
    await expect(args.onCreate).toHaveBeenCalled();
    await expect(inDialog().getByLabelText('Comentario')).toHaveValue('Reintento');
    await userEvent.click(inDialog().getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

/** The server refuses the comment: its violation shows under the text, which stays. */
export const ServerViolation: Story = {
  args: { onCreate: fn(async () => ({ mensaje: messages.comments.textRequired })) },
  play: async ({ args }) => {
    await dialog();
    await userEvent.type(inDialog().getByLabelText('Comentario'), 'Revisado.');
    await userEvent.selectOptions(inDialog().getByLabelText('Departamento'), 'IT');
    await userEvent.click(send());
    await expect(args.onCreate).toHaveBeenCalled();
    const text = inDialog().getByLabelText('Comentario');
    await waitFor(() => expect(text).toHaveAccessibleDescription(messages.comments.textRequired));
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveValue('Revisado.');
  },
};

/** Reading the comments was refused (403): the modal says so and offers no form. */
export const Forbidden: Story = {
  args: { comments: undefined, forbidden: true },
  play: async () => {
    await dialog();
    await expect(inDialog().getByRole('alert')).toHaveTextContent(messages.general.restricted);
    await expect(inDialog().queryByRole('button', { name: 'Enviar' })).toBeNull();
  },
};
