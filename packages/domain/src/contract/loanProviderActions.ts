/**
 * The typed contract of the provider-backed loan actions (issue 14, lprov; loans §7 "Loan-detail
 * writes"): SMS, DNI, open banking, SEPA, ACa, certificates and contract signature, call centre,
 * the co-borrower removal (loan actions, answering `LoanActionResult`), and the IBAN registration
 * at LW and the payment-method disabling (on the borrower's records). Pure data.
 */
import { Type } from 'typebox';
import { LoanActionResult } from './loanActions';
import type { RouteTable } from './routes';
import { IdParams } from './schema';
import { PaymentMethodItem } from './users';

const action = { params: IdParams, response: LoanActionResult } as const;

/** loans §7 validateDNI: `?cotitular=1` validates the co-borrower's document. */
export const ValidateDniQuery = Type.Object(
  { cotitular: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) },
  { additionalProperties: false },
);

/** The IBAN registered at LW: the user's account with LW's id of the IBAN. */
export const IbanRegistrationResult = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': Type.String(),
  account: Type.String(),
  lwIBANId: Type.String(),
  ibanValidadoLw: Type.Boolean(),
  message: Type.String(),
});

/** loans §7: PUT /api/payment_methods/{id} with the invalid-type flag and enable false. */
export const PaymentMethodDisable = Type.Object(
  { invalidType: Type.Literal(true), enabled: Type.Literal(false) },
  { additionalProperties: false },
);

export const PaymentMethod = Type.Object({ '@context': Type.String(), ...PaymentMethodItem.properties });

export const LOAN_PROVIDER_ACTION_ROUTES = {
  'PUT /api/tools/sendVTFSMS/:id': action,
  'PUT /api/tools/sendCovid19SMS/:id': action,
  'PUT /api/tools/validateDNI/:id': { ...action, querystring: ValidateDniQuery },
  'PUT /api/tools/microadmin/processAfterbanks/:id': action,
  'PUT /api/tools/microadmin/sendSEPANextMonth/:id': action,
  'PUT /api/tools/microadmin/sendSEPANextTwoDays/:id': action,
  'PUT /api/restoreACa/:id': action,
  'PUT /api/tools/microadmin/generateIbanCertificate/:id': action,
  'PUT /api/tools/microadmin/cleanContractsSignature/:id': action,
  'PUT /api/tools/generateContractsSignatureCode/:id': action,
  'PUT /api/tools/microadmin/verifyOnlineBankInfo/:id': action,
  'PUT /api/tools/microadmin/verifyMainOnlineBankInfo/:id': action,
  'PUT /api/tools/admin/deleteLoanInFintonic/:id': action,
  'PUT /api/tools/microadmin/callCenter/addContact/:id': action,
  'DELETE /api/creditos/:id/coborrower': action,
  'PUT /api/tools/microadmin/registerIBANLW/:id': { params: IdParams, response: IbanRegistrationResult },
  'PUT /api/payment_methods/:id': { params: IdParams, body: PaymentMethodDisable, response: PaymentMethod },
} as const satisfies RouteTable;
