import { PURPOSES } from '@backoffice/domain/catalogues';
import { messages } from '@backoffice/domain/messages';
import { dniError, emailLooksValid } from '@backoffice/domain/validation';
import { type FormEvent, useState } from 'react';
import { labels } from '#labels';
import { LoadingState, PageState } from '#patterns/PageState';
import { Muted } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { affiliateLabels as L } from '../labels';
import type { Option } from '../types';
import { Actions, Alert, Fieldset, Form, Legend, Root, Title } from './AffiliateCreateScreen.styles';

export interface NewAffiliateValues {
  company: { nombreComercial: string; razonSocial: string; cif: string; telefonoMovil: string };
  user: { email: string; firstname: string; lastname: string; dni: string; phone: string };
  affiliate: { nombre: string; primaryReason: string; assignedSalesAgent: string };
}

export interface AffiliateCreateScreenProps {
  /** The app creates the company, then the user, then the affiliate (§7, §9). */
  onSubmit: (values: NewAffiliateValues) => void;
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

type Errors = Partial<Record<'nombreComercial' | 'email' | 'dni', string>>;

function validate(v: NewAffiliateValues): Errors {
  const e: Errors = {};
  if (!v.company.nombreComercial.trim()) e.nombreComercial = messages.validation.required;
  if (!v.user.email.trim()) e.email = messages.validation.required;
  else if (!emailLooksValid(v.user.email)) e.email = messages.validation.emailInvalid;
  if (v.user.dni.trim()) {
    const d = dniError(v.user.dni);
    if (d) e.dni = d;
  }
  return e;
}

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
  const [values, setValues] = useState<NewAffiliateValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
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
  const f = L.create.fields;
  const set = <K extends keyof NewAffiliateValues>(
    group: K,
    key: keyof NewAffiliateValues[K],
    value: string,
  ) => setValues((v) => ({ ...v, [group]: { ...v[group], [key]: value } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(values);
  };
  return (
    <Root>
      <Title>{L.create.title}</Title>
      <Muted>{L.create.intro}</Muted>
      {error ? <Alert role="alert">{error}</Alert> : null}
      <Form onSubmit={submit} noValidate aria-label={L.create.title}>
        <Fieldset disabled={submitting}>
          <Legend>{L.create.company}</Legend>
          <TextField
            label={f.nombreComercial}
            required
            value={values.company.nombreComercial}
            error={errors.nombreComercial ?? null}
            onChange={(e) => set('company', 'nombreComercial', e.target.value)}
          />
          <TextField
            label={f.razonSocial}
            value={values.company.razonSocial}
            onChange={(e) => set('company', 'razonSocial', e.target.value)}
          />
          <TextField
            label={f.cif}
            value={values.company.cif}
            onChange={(e) => set('company', 'cif', e.target.value)}
          />
          <TextField
            label={f.telefonoMovil}
            type="tel"
            value={values.company.telefonoMovil}
            onChange={(e) => set('company', 'telefonoMovil', e.target.value)}
          />
        </Fieldset>
        <Fieldset disabled={submitting}>
          <Legend>{L.create.user}</Legend>
          <TextField
            label={f.email}
            type="email"
            required
            autoComplete="off"
            value={values.user.email}
            error={errors.email ?? emailError}
            onChange={(e) => set('user', 'email', e.target.value)}
          />
          <TextField
            label={f.firstname}
            value={values.user.firstname}
            onChange={(e) => set('user', 'firstname', e.target.value)}
          />
          <TextField
            label={f.lastname}
            value={values.user.lastname}
            onChange={(e) => set('user', 'lastname', e.target.value)}
          />
          <TextField
            label={f.dni}
            value={values.user.dni}
            error={errors.dni ?? null}
            onChange={(e) => set('user', 'dni', e.target.value)}
          />
          <TextField
            label={f.phone}
            type="tel"
            value={values.user.phone}
            onChange={(e) => set('user', 'phone', e.target.value)}
          />
        </Fieldset>
        <Fieldset disabled={submitting}>
          <Legend>{L.create.affiliate}</Legend>
          <TextField
            label={f.nombre}
            value={values.affiliate.nombre}
            placeholder={values.company.nombreComercial}
            onChange={(e) => set('affiliate', 'nombre', e.target.value)}
          />
          <Select
            label={f.primaryReason}
            placeholder={f.primaryReasonPlaceholder}
            options={PURPOSE_OPTIONS}
            value={values.affiliate.primaryReason}
            onValueChange={(v) => set('affiliate', 'primaryReason', v)}
          />
          {salesAgents.length > 0 ? (
            <Select
              label={f.salesAgent}
              placeholder={f.salesAgentPlaceholder}
              options={salesAgents}
              value={values.affiliate.assignedSalesAgent}
              onValueChange={(v) => set('affiliate', 'assignedSalesAgent', v)}
            />
          ) : null}
        </Fieldset>
        <Actions>
          <Button type="submit" busy={submitting}>
            {submitting ? L.create.submitting : L.create.submit}
          </Button>
        </Actions>
      </Form>
    </Root>
  );
}
