/**
 * The typed contract of the provider-backed loan actions (issue 14, lprov; loans §7 "Loan-detail
 * writes"): SMS, DNI, open banking, SEPA, ACa, certificates and contract signature, call centre,
 * the co-borrower removal (loan actions, answering `LoanActionResult`), and the IBAN registration
 * at LW and the payment-method disabling (on the borrower's records). Pure data.
 */
import { Type } from 'typebox';
import { LOAN_PROVIDER_ID_ACTIONS } from '../shared/apiAccess';
import { LoanActionResult } from './loanActions';
import type { RouteTable } from './routes';
import { IdParams, TypeOf } from './schema';
import { PaymentMethodItem } from './users';

/** loans §7 validateDNI: `?cotitular=1` validates the co-borrower's document. */
export const ValidateDniQuery = Type.Object(
  { cotitular: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) },
  { additionalProperties: false },
);

/** The IBAN registered at LW: the user's account with LW's id of the IBAN. */
export const IbanRegistrationResult = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': TypeOf('ToolResult'),
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

const action = { params: IdParams, response: LoanActionResult } as const;

/** Every route of LOAN_PROVIDER_ID_ACTIONS (API_ACCESS): the loan's id in, a LoanActionResult out. */
const ID_ACTION_ROUTES = Object.fromEntries(
  Object.keys(LOAN_PROVIDER_ID_ACTIONS).map((key) => [key, action]),
) as { readonly [K in keyof typeof LOAN_PROVIDER_ID_ACTIONS]: typeof action };

export const LOAN_PROVIDER_ACTION_ROUTES = {
  ...ID_ACTION_ROUTES,
  'PUT /api/tools/validateDNI/:id': { ...action, querystring: ValidateDniQuery },
  'PUT /api/tools/microadmin/registerIBANLW/:id': { params: IdParams, response: IbanRegistrationResult },
  'PUT /api/payment_methods/:id': { params: IdParams, body: PaymentMethodDisable, response: PaymentMethod },
} as const satisfies RouteTable;
