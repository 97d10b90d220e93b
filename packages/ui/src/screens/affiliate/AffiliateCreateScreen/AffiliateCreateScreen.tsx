import { PURPOSES } from '@backoffice/domain/catalogues';
import { messages } from '@backoffice/domain/messages';
import { dniError, emailLooksValid } from '@backoffice/domain/validation';
import { Form } from 'react-final-form';
import { composeValidators, FormSelect, FormTextField, type SubmitHandler, useFormError } from '#forms';
import { labels } from '#labels';
import { LoadingState, PageState } from '#patterns/PageState';
import { Muted } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { affiliateLabels as L } from '../labels';
import type { Option } from '../types';
import {
  Actions,
  Alert,
  Fieldset,
  Form as FormRoot,
  Legend,
  Root,
  Title,
} from './AffiliateCreateScreen.styles';

export interface NewAffiliateValues {
  company: { nombreComercial: string; razonSocial: string; cif: string; telefonoMovil: string };
  user: { email: string; firstname: string; lastname: string; dni: string; phone: string };
  affiliate: { nombre: string; primaryReason: string; assignedSalesAgent: string };
}

export interface AffiliateCreateScreenProps {
  /**
   * The app creates the company, the user and the affiliate in one write (§7, §9). It may answer the
   * server's violations, keyed by field path (`{ user: { email: '…' } }`, `[FORM_ERROR]`).
   */
  onSubmit: SubmitHandler<NewAffiliateValues>;
  submitting?: boolean;
  /** §5 'Email ya en uso: {username}', shown under the e-mail. */
  emailError?: string | null;
  /** A failure of the creation ('Ha habido un error creando el afiliado', or the server's text). */
  error?: string | null;
  /** Sales agents to assign; empty for roles that are assigned their own affiliates. */
  salesAgents?: readonly Option[];
  /** The sales agents are still being read: the form waits for them. */
  loading?: boolean;
  forbidden?: boolean;
}

const EMPTY: NewAffiliateValues = {
  company: { nombreComercial: '', razonSocial: '', cif: '', telefonoMovil: '' },
  user: { email: '', firstname: '', lastname: '', dni: '', phone: '' },
  affiliate: { nombre: '', primaryReason: '', assignedSalesAgent: '' },
};
const PURPOSE_OPTIONS = PURPOSES.map((p) => ({ value: p, label: p }));

const required = (value: string) => (value.trim() ? null : messages.validation.required);
const emailRule = composeValidators<string>(required, (value) =>
  emailLooksValid(value) ? null : messages.validation.emailInvalid,
);
const dniRule = (value: string) => (value.trim() ? dniError(value) : null);

/**
 * Create affiliate (/afiliados/crear-afiliado): the company, its administrator user and the
 * affiliate, which starts in NCO. The e-mail must be free ('Email ya en uso: {username}').
 */
export function AffiliateCreateScreen({
  onSubmit,
  submitting = false,
  emailError = null,
  error = null,
  salesAgents = [],
  loading = false,
  forbidden = false,
}: AffiliateCreateScreenProps) {
  if (forbidden) {
    return (
      <PageState
        tone="danger"
        mark="!"
        title={labels.states.forbiddenTitle}
        description={messages.general.restricted}
      />
    );
  }
  if (loading) return <LoadingState />;
  return (
    <Root>
      <Title>{L.create.title}</Title>
      <Muted>{L.create.intro}</Muted>
      <Form<NewAffiliateValues>
        initialValues={EMPTY}
        onSubmit={(values) => onSubmit(values)}
        render={({ handleSubmit, values, submitting: sending }) => (
          <CreateForm
            onSubmit={handleSubmit}
            busy={submitting || Boolean(sending)}
            error={error}
            emailError={emailError}
            nombrePlaceholder={values.company.nombreComercial}
            salesAgents={salesAgents}
          />
        )}
      />
    </Root>
  );
}

interface CreateFormProps {
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  emailError: string | null;
  nombrePlaceholder: string;
  salesAgents: readonly Option[];
}

function CreateForm({ onSubmit, busy, error, emailError, nombrePlaceholder, salesAgents }: CreateFormProps) {
  const f = L.create.fields;
  const alert = useFormError(error);
  return (
    <>
      {alert ? <Alert role="alert">{alert}</Alert> : null}
      <FormRoot
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
        aria-label={L.create.title}
      >
        <Fieldset disabled={busy}>
          <Legend>{L.create.company}</Legend>
          <FormTextField
            name="company.nombreComercial"
            label={f.nombreComercial}
            required
            validate={required}
          />
          <FormTextField name="company.razonSocial" label={f.razonSocial} />
          <FormTextField name="company.cif" label={f.cif} />
          <FormTextField name="company.telefonoMovil" label={f.telefonoMovil} type="tel" />
        </Fieldset>
        <Fieldset disabled={busy}>
          <Legend>{L.create.user}</Legend>
          <FormTextField
            name="user.email"
            label={f.email}
            type="email"
            required
            autoComplete="off"
            validate={emailRule}
            error={emailError}
          />
          <FormTextField name="user.firstname" label={f.firstname} />
          <FormTextField name="user.lastname" label={f.lastname} />
          <FormTextField name="user.dni" label={f.dni} validate={dniRule} />
          <FormTextField name="user.phone" label={f.phone} type="tel" />
        </Fieldset>
        <Fieldset disabled={busy}>
          <Legend>{L.create.affiliate}</Legend>
          <FormTextField name="affiliate.nombre" label={f.nombre} placeholder={nombrePlaceholder} />
          <FormSelect
            name="affiliate.primaryReason"
            label={f.primaryReason}
            placeholder={f.primaryReasonPlaceholder}
            options={PURPOSE_OPTIONS}
          />
          {salesAgents.length > 0 ? (
            <FormSelect
              name="affiliate.assignedSalesAgent"
              label={f.salesAgent}
              placeholder={f.salesAgentPlaceholder}
              options={salesAgents}
            />
          ) : null}
        </Fieldset>
        <Actions>
          <Button type="submit" busy={busy}>
            {busy ? L.create.submitting : L.create.submit}
          </Button>
        </Actions>
      </FormRoot>
    </>
  );
}
