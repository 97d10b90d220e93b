/**
 * The typed contract of the affiliate configuration writes and catalogues (issue 11; spec §3, §7):
 * secondary reasons, an affiliate's links to them, links, plans, insurances and cancellations.
 * Bodies keep the JSON Schema the API has validated with since issue 12 (same keywords, so the
 * same Spanish violations); answers are the JSON-LD resources the routes serialise. Pure data.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { PURPOSES } from '../shared/catalogues';
import { NoContent } from './auth';
import type { RouteTable } from './routes';
import { Collection, IdParams, Member, Nullable, Resource } from './schema';

// ---------------------------------------------------------------------------------------------
// Pieces (JSON Schema written as the API has always checked it)

/** A link to another resource: its path ('/api/afiliados/12'), a bare id, or null. */
export const Link = () =>
  Type.Unsafe<string | number | null>({
    anyOf: [
      { type: 'string', maxLength: 200 },
      { type: 'integer', minimum: 1, maximum: 999_999_999 },
      { type: 'null' },
    ],
  });
/** A text or null, at most `max` characters. */
export const NullableText = (max: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: max });
/** A number, or a number as the form writes it ('1.000,00'), or null. */
const Numberish = () =>
  Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'], maxLength: 30 });
/** A select answered as a boolean or its text ('true', '1'). */
const Boolish = () =>
  Type.Unsafe<boolean | string | null>({ type: ['boolean', 'string', 'null'], maxLength: 10 });
const NullableAmount = () =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 1_000_000 });
const isoDate = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** `[{ value, label, … }]`: the options of a select. */
const Options = <T extends TSchema>(option: T) => Type.Array(option);

// ---------------------------------------------------------------------------------------------
// Secondary reasons (§3)

const SecondaryReasonFields = {
  id: Type.Integer(),
  primaryReason: Type.String(),
  secondaryReason: Type.String(),
  validated: Type.Boolean(),
  active: Type.Boolean(),
  less10k: Type.Boolean(),
};
export const SecondaryReason = Type.Object({ ...Member('SecondaryReason'), ...SecondaryReasonFields });
export const SecondaryReasonResource = Type.Object({
  ...Resource('SecondaryReason'),
  ...SecondaryReasonFields,
});

export const SecondaryReasonBody = Type.Object(
  {
    primaryReason: Type.Unsafe<(typeof PURPOSES)[number]>({ type: 'string', enum: [...PURPOSES] }),
    secondaryReason: Type.String({ minLength: 1, maxLength: 200 }),
    validated: Type.Optional(Type.Boolean()),
    active: Type.Optional(Type.Boolean()),
    less10k: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const SecondaryReasonOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  primaryReason: Type.String(),
});

export const AfiliadoSecondaryReasonBody = Type.Object(
  { afiliado: Link(), secondaryReason: Link() },
  { additionalProperties: false },
);

export const AfiliadoSecondaryReasonResource = Type.Object({
  ...Resource('AfiliadoSecondaryReason'),
  id: Type.Integer(),
  afiliado: Type.String(),
  secondaryReason: Type.String(),
  primaryReason: Type.String(),
  secondaryReasonName: Type.String(),
});

// ---------------------------------------------------------------------------------------------
// Links (§3 "Link")

export const LinkBody = Type.Object(
  {
    afiliado: Link(),
    producto: Type.Unsafe<'financiacion' | 'cobros' | 'bnpl'>({
      type: 'string',
      enum: ['financiacion', 'cobros', 'bnpl'],
    }),
    cantidad: Type.Optional(NullableAmount()),
    secondaryReason: Type.Optional(Link()),
    customDomain: Type.Optional(
      Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200, pattern: '^[a-zA-Z0-9.-]*$' }),
    ),
  },
  { additionalProperties: false },
);

export const LinkAfiliadoFields = {
  id: Type.Integer(),
  producto: Type.String(),
  cantidad: Nullable(Type.Number()),
  secondaryReason: Nullable(Type.String()),
  customDomain: Nullable(Type.String()),
  hash: Type.String(),
  uri: Type.String(),
  afiliado: Type.String(),
};
export const LinkAfiliadoResource = Type.Object({ ...Resource('LinkAfiliado'), ...LinkAfiliadoFields });

// ---------------------------------------------------------------------------------------------
// Plans (§3 "Plan", §5)

export const PlanBody = Type.Object(
  {
    afiliado: Link(),
    secondaryReason: Type.Optional(Link()),
    meses: Type.Optional(Numberish()),
    minCantidad: Type.Optional(Numberish()),
    maxCantidad: Type.Optional(Numberish()),
    maxCarencia: Type.Optional(Numberish()),
    pCaI: Type.Optional(Numberish()),
    pCaMin: Type.Optional(Numberish()),
    pTinI: Type.Optional(Numberish()),
    pTinZ: Type.Optional(Numberish()),
    aCaI: Type.Optional(Numberish()),
    aCaMin: Type.Optional(Numberish()),
    pCaZ: Type.Optional(Numberish()),
    aCaZCobros: Type.Optional(Numberish()),
    aCaCobrosMin: Type.Optional(Numberish()),
    mixedMonths1: Type.Optional(Numberish()),
    mixedPerc1: Type.Optional(Numberish()),
    salesComission: Type.Optional(Numberish()),
    downpayment: Type.Optional(Numberish()),
    // A route of an insurance option, or null for 'Sin seguro' (§3); NO_INSURANCE is taken too.
    insurance: Type.Optional(NullableText(100)),
    financedBorrowerFee: Type.Optional(Boolish()),
    noInterestFirstInstallment: Type.Optional(Boolish()),
    mandatoryCancellationFee: Type.Optional(Boolish()),
    label: Type.Optional(NullableText(200)),
    descripcion: Type.Optional(NullableText(1000)),
    finalidad: Type.Optional(NullableText(100)),
    oculta: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PlanBody = Static<typeof PlanBody>;

export const ConfiguracionAfiliadoFields = {
  id: Type.Integer(),
  meses: Type.Integer(),
  minCantidad: Type.Number(),
  maxCantidad: Type.Number(),
  maxCarencia: Type.Integer(),
  pCaI: Type.Number(),
  pCaMin: Type.Number(),
  pTinI: Type.Number(),
  pTinZ: Nullable(Type.Number()),
  aCaI: Type.Number(),
  aCaMin: Type.Number(),
  pCaZ: Nullable(Type.Number()),
  aCaZCobros: Nullable(Type.Number()),
  aCaCobrosMin: Nullable(Type.Number()),
  mixedMonths1: Type.Integer(),
  mixedMonths2: Nullable(Type.Integer()),
  mixedPerc1: Type.Number(),
  salesComission: Type.Number(),
  insurance: Nullable(Type.String()),
  downpayment: Type.Number(),
  financedBorrowerFee: Type.Boolean(),
  noInterestFirstInstallment: Type.Boolean(),
  mandatoryCancellationFee: Type.Boolean(),
  label: Nullable(Type.String()),
  descripcion: Nullable(Type.String()),
  finalidad: Nullable(Type.String()),
  oculta: Type.Boolean(),
  afiliado: Type.String(),
  secondaryReason: Nullable(Type.String()),
  createdAt: Type.String(),
};
export const ConfiguracionAfiliadoResource = Type.Object({
  ...Resource('ConfiguracionAfiliado'),
  ...ConfiguracionAfiliadoFields,
});

// ---------------------------------------------------------------------------------------------
// Insurances (§3 "Insurance option")

export const Insurance = Type.Object({
  ...Member('Insurance'),
  id: Type.Integer(),
  ruta: Type.String(),
  option: Type.String(),
  code: Type.String(),
  vertical: Type.String(),
  minMonth: Type.Integer(),
  maxMonth: Type.Integer(),
  premium: Type.Number(),
  minPremium: Type.Number(),
});

export const InsuranceOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  vertical: Type.String(),
  minMonth: Type.Integer(),
  maxMonth: Type.Integer(),
});

// ---------------------------------------------------------------------------------------------
// Cancellations (§5: the credit must belong to the same affiliate)

export const CancellationBody = Type.Object(
  {
    afiliado: Link(),
    credito: Type.Optional(Link()),
    creditoId: Type.Optional(Type.Unsafe<number | string>({ type: ['integer', 'string'], maxLength: 20 })),
    date: Type.Optional(Type.Unsafe<string | null>({ anyOf: [isoDate, { type: 'null' }] })),
    amount: Type.Optional(NullableAmount()),
    finalAmount: Type.Optional(NullableAmount()),
    byTransfer: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CancellationOperationFields = {
  id: Type.Integer(),
  loan: Type.String(),
  /** The loan's code, as the section shows it. */
  loanId: Type.String(),
  loanStatus: Type.String(),
  createdAt: Type.String(),
  date: Type.String(),
  amount: Type.Number(),
  finalAmount: Nullable(Type.Number()),
  validated: Type.Boolean(),
  byTransfer: Type.Boolean(),
  salesAgent: Nullable(Type.String()),
  previousOperation: Nullable(Type.String()),
  nextOperation: Nullable(Type.String()),
};
export const CancellationOperationResource = Type.Object({
  ...Resource('CancellationOperation'),
  ...CancellationOperationFields,
});

// ---------------------------------------------------------------------------------------------

export const CONFIG_ROUTES = {
  'GET /api/secondary_reasons': { response: Collection(SecondaryReason) },
  'GET /api/secondary_reasons/secondaryReasonsSelect': { response: Options(SecondaryReasonOption) },
  'POST /api/secondary_reasons': {
    body: SecondaryReasonBody,
    response: SecondaryReasonResource,
    status: 201,
  },
  'POST /api/afiliado_secondary_reasons': {
    body: AfiliadoSecondaryReasonBody,
    response: AfiliadoSecondaryReasonResource,
    status: 201,
  },
  'DELETE /api/afiliado_secondary_reasons/:id': { params: IdParams, response: NoContent, status: 204 },
  'POST /api/links_afiliados': { body: LinkBody, response: LinkAfiliadoResource, status: 201 },
  'DELETE /api/links_afiliados/:id': { params: IdParams, response: NoContent, status: 204 },
  'POST /api/configuracion_afiliados': {
    body: PlanBody,
    response: ConfiguracionAfiliadoResource,
    status: 201,
  },
  'DELETE /api/configuracion_afiliados/:id': { params: IdParams, response: NoContent, status: 204 },
  'GET /api/insurances': { response: Collection(Insurance) },
  'GET /api/insurances/insurancesSelect': { response: Options(InsuranceOption) },
  'POST /api/cancellation_operations': {
    body: CancellationBody,
    response: CancellationOperationResource,
    status: 201,
  },
  'DELETE /api/cancellation_operations/:id': { params: IdParams, response: NoContent, status: 204 },
} as const satisfies RouteTable;
