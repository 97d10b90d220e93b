import { companyDataErrors } from '@backoffice/domain/affiliate';
import { walletStatusLabel } from '@backoffice/domain/catalogues';
import { formatEur, isoToDisplay } from '@backoffice/domain/format';
import { ibanError } from '@backoffice/domain/iban';
import { messages } from '@backoffice/domain/messages';
import { changedFields, dniError, emailLooksValid } from '@backoffice/domain/validation';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, FormTextField, withoutEmpty } from '#forms';
import { FormGrid, Panel, Section, SubTitle } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { type AffiliateField, AffiliateFields } from '../AffiliateFields/AffiliateFields';
import { affiliateLabels as L } from '../labels';
import type { LoadState } from '../types';
import { BlockHeader, Blocks, FormActions, FormError, Notice } from './AffiliateDetailContact.styles';

export type ContactBlock = 'company' | 'user' | 'account';
type Values = Record<string, unknown>;
type FieldKey = keyof typeof L.contact.fields;

export interface AffiliateDetailContactProps {
  state: LoadState;
  /** datosEmpresa (§3 "Company info"). */
  company: Values | null;
  /** The administrator (§3 "User"). */
  user: Values | null;
  /** §3 "Account": iban, ibanValidadoLw, lwIBANId; null when the user has none yet. */
  account: Values | null;
  /**
   * Only the changed fields, empty values as null (§5 "Saving edits"). A promise keeps the form
   * open until it settles; resolving to false or rejecting keeps the user's input with the error
   * shown (issue 12). Resolving to the server's violations (`{ iban: '…' }`) also keeps it, each
   * message under its field.
   */
  onSave?: (block: ContactBlock, changes: Values) => unknown;
  /** The block being saved, if any. */
  saving?: ContactBlock | null;
  /** False for roles that may only read. */
  canEdit?: boolean;
  onRetry?: () => void;
}

const COMPANY_FIELDS: FieldKey[] = [
  'nombreComercial',
  'razonSocial',
  'cif',
  'tipoPersona',
  'sitioWeb',
  'nombrePc',
  'apellidosPc',
  'cargoPc',
  'telefonoMovil',
  'emailPc',
  'direccion',
  'cp',
  'localidad',
  'provincia',
  'direccionFiscal',
  'cpFiscal',
  'localidadFiscal',
  'provinciaFiscal',
  'nombreRepresentante',
  'apellidosRepresentante',
  'dniRepresentante',
  'canalAdquisicion',
  'competencia',
];
const COMPANY_MONEY: FieldKey[] = ['volumenMensual', 'importeMedio'];
const USER_EDIT: FieldKey[] = ['email', 'firstname', 'lastname', 'dni', 'phone'];
const ACCOUNT_EDIT: FieldKey[] = ['iban'];

/** §5: IBAN, DNI/NIE and e-mail are checked with the domain validators before anything is sent. */
function validate(block: ContactBlock, values: Values): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  const filled = (k: string) => typeof values[k] === 'string' && (values[k] as string).trim() !== '';
  if (block === 'company') Object.assign(errors, companyDataErrors(values));
  if (block === 'user') {
    if (!filled('email')) errors.email = messages.validation.required;
    else if (!emailLooksValid(values.email)) errors.email = messages.validation.emailInvalid;
    if (filled('dni')) {
      const e = dniError(values.dni);
      if (e) errors.dni = e;
    }
  }
  if (block === 'account' && filled('iban')) {
    const e = ibanError(values.iban);
    if (e) errors.iban = e;
  }
  return errors;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const yesNo = (v: unknown) => (v === true ? L.contact.yes : v === false ? L.contact.no : '');

function EditableBlock({
  block,
  title,
  record,
  shown,
  editable,
  onSave,
  saving,
  canEdit,
}: {
  block: ContactBlock;
  title: string;
  record: Values | null;
  shown: AffiliateField[];
  editable: FieldKey[];
  onSave: AffiliateDetailContactProps['onSave'];
  saving: boolean;
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState<Values | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `contact-${block}`;
  const start = () => {
    setDraft(Object.fromEntries(editable.map((k) => [k, text(record?.[k])])));
    setNotice(null);
  };
  const refused = { [FORM_ERROR]: messages.write.updateInfo };
  const save = async (values: Values) => {
    const before = Object.fromEntries(editable.map((k) => [k, record?.[k] ?? null]));
    const changes = changedFields(before, values);
    if (block === 'account' && typeof changes.iban === 'string')
      changes.iban = changes.iban.replace(/\s+/g, '').toUpperCase();
    if (Object.keys(changes).length === 0) {
      setNotice(L.contact.noChanges);
      return undefined;
    }
    setNotice(null);
    try {
      const outcome = await onSave?.(block, changes);
      // A refused save keeps what the user typed, with the error, to correct or retry.
      if (outcome === false) return refused;
      if (outcome && typeof outcome === 'object' && Object.keys(outcome).length > 0)
        return { ...refused, ...outcome };
    } catch {
      return refused;
    }
    setDraft(null);
    return undefined;
  };
  return (
    <Panel role="group" aria-labelledby={headingId}>
      <BlockHeader>
        <SubTitle id={headingId}>{title}</SubTitle>
        {canEdit && !draft ? (
          <Button variant="secondary" size="sm" onClick={start} busy={saving}>
            {saving ? L.contact.saving : L.contact.edit(title)}
          </Button>
        ) : null}
      </BlockHeader>
      {draft ? (
        <Form<Values>
          initialValues={draft}
          validate={(values) => withoutEmpty(validate(block, values))}
          onSubmit={save}
          render={({ handleSubmit, submitting, submitError }) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void handleSubmit();
              }}
              noValidate
              aria-label={L.contact.edit(title)}
            >
              <FormGrid>
                {editable.map((k) => (
                  <FormTextField key={k} name={k} label={L.contact.fields[k]} />
                ))}
              </FormGrid>
              <FormActions>
                <Button type="submit" busy={Boolean(submitting)}>
                  {L.contact.save}
                </Button>
                <Button variant="ghost" onClick={() => setDraft(null)}>
                  {L.contact.cancel}
                </Button>
                {notice ? <Notice role="status">{notice}</Notice> : null}
                {submitError ? <FormError role="alert">{String(submitError)}</FormError> : null}
              </FormActions>
            </form>
          )}
        />
      ) : (
        <AffiliateFields fields={shown} />
      )}
    </Panel>
  );
}

/**
 * §2 contact info: the company data, the administrator user and the bank account, each editable
 * on its own with the DNI, IBAN and e-mail validators of §5.
 */
export function AffiliateDetailContact({
  state,
  company,
  user,
  account,
  onSave,
  saving = null,
  canEdit = true,
  onRetry,
}: AffiliateDetailContactProps) {
  const f = L.contact.fields;
  return (
    <Section
      title={L.detail.tabs['datos-contacto']}
      state={state}
      errorMessage={messages.read.affiliateInfo}
      empty={company === null && user === null && account === null}
      {...(onRetry ? { onRetry } : {})}
    >
      <Blocks>
        <EditableBlock
          block="company"
          title={L.contact.company}
          record={company}
          editable={COMPANY_FIELDS}
          shown={[
            ...COMPANY_FIELDS.map((k) => ({ label: f[k], value: text(company?.[k]) })),
            ...COMPANY_MONEY.map((k) => ({ label: f[k], value: formatEur(company?.[k]) })),
          ]}
          onSave={onSave}
          saving={saving === 'company'}
          canEdit={canEdit && company !== null}
        />
        <EditableBlock
          block="user"
          title={L.contact.user}
          record={user}
          editable={USER_EDIT}
          shown={[
            { label: f.username, value: text(user?.username) },
            ...USER_EDIT.map((k) => ({ label: f[k], value: text(user?.[k]) })),
            { label: f.enabled, value: yesNo(user?.enabled) },
            { label: f.emailVerificado, value: yesNo(user?.emailVerificado) },
            { label: f.walletStatusCode, value: walletStatusLabel(user?.walletStatusCode) },
            { label: f.lastLogin, value: isoToDisplay(user?.lastLogin) },
          ]}
          onSave={onSave}
          saving={saving === 'user'}
          canEdit={canEdit && user !== null}
        />
        <EditableBlock
          block="account"
          title={L.contact.account}
          record={account}
          editable={ACCOUNT_EDIT}
          shown={[
            { label: f.iban, value: text(account?.iban) },
            { label: f.ibanValidadoLw, value: yesNo(account?.ibanValidadoLw) },
            { label: f.lwIBANId, value: text(account?.lwIBANId) },
          ]}
          onSave={onSave}
          saving={saving === 'account'}
          canEdit={canEdit}
        />
      </Blocks>
    </Section>
  );
}
