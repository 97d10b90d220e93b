import { formatIban, ibanError } from '@backoffice/domain/iban';
import { messages } from '@backoffice/domain/messages';
import { Form } from 'react-final-form';
import { FormTextField } from '#forms';
import { InlineEdit, type InlineEditValue } from '#patterns/InlineEdit';
import { KeyValueList } from '#patterns/KeyValueList';
import { EmptyState } from '#patterns/PageState';
import { Actions, InlineForm, Section } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { investorDetailLabels as L } from '../labels';
import type { InvestorAccount, InvestorBank, LoadState } from '../types';

export interface InvestorDetailAccountProps {
  state: LoadState;
  /** Null when the investor has no account yet: the section offers to create one. */
  account: InvestorAccount | null;
  /** The bank of the IBAN's characters 5 to 8 (loans §5), when known. */
  bank?: InvestorBank | null;
  /** PUT {account} with the iban (an inline edit). */
  onSaveIban?: (iban: InlineEditValue) => unknown;
  /** POST {postURL} with the iban plus user and affiliate; a promise keeps the form busy. */
  onCreate?: (iban: string) => unknown;
  canEdit?: boolean;
  onRetry?: () => void;
}

/**
 * Cuenta (loans §3 "Account"): IBAN, wallet-provider validation flag and IBAN id, bank entity and
 * BIC; an investor without an account can be given one. IBANs are checked with the domain's
 * validator: 'El IBAN es inválido' under the field.
 */
export function InvestorDetailAccount({
  state,
  account,
  bank = null,
  onSaveIban,
  onCreate,
  canEdit = true,
  onRetry,
}: InvestorDetailAccountProps) {
  return (
    <Section
      title={L.sections.cuenta}
      state={state}
      errorMessage={messages.investor.errors.info}
      {...(onRetry ? { onRetry } : {})}
    >
      {account ? (
        <KeyValueList
          columns={2}
          items={[
            {
              term: L.account.iban,
              value:
                canEdit && onSaveIban ? (
                  <InlineEdit
                    label={L.account.iban}
                    kind="text"
                    value={account.iban}
                    display={account.iban ? formatIban(account.iban) : null}
                    validate={(v) => ibanError(v)}
                    saveError={messages.investor.errors.updateInfo}
                    onConfirm={onSaveIban}
                  />
                ) : account.iban ? (
                  formatIban(account.iban)
                ) : null,
            },
            { term: L.account.ibanValidadoLw, value: account.ibanValidadoLw ? L.yes : L.no },
            { term: L.account.lwIBANId, value: account.lwIBANId },
            { term: L.account.bank, value: bank?.name ?? null },
            { term: L.account.bic, value: bank?.bic ?? null },
          ]}
        />
      ) : (
        <>
          <EmptyState description={L.account.none} />
          {canEdit && onCreate ? <CreateAccount onCreate={onCreate} /> : null}
        </>
      )}
    </Section>
  );
}

/** A new account: the IBAN checked by the domain under the field, the create error there too. */
function CreateAccount({ onCreate }: { onCreate: (iban: string) => unknown }) {
  return (
    <Form<{ iban: string }>
      onSubmit={async ({ iban }) => {
        const failed = { iban: messages.investor.errors.createAccount };
        try {
          return (await onCreate((iban ?? '').trim())) === false ? failed : undefined;
        } catch {
          return failed;
        }
      }}
    >
      {({ handleSubmit, submitting }) => (
        <InlineForm onSubmit={handleSubmit} aria-label={L.account.create} noValidate>
          <FormTextField name="iban" label={L.account.iban} validate={(v) => ibanError(v)} />
          <Actions>
            <Button type="submit" busy={submitting}>
              {L.account.create}
            </Button>
          </Actions>
        </InlineForm>
      )}
    </Form>
  );
}
