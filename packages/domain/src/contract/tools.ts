/**
 * The typed contract of `/api/tools/*` (issue 11; spec §7): the affiliate and user tools, the
 * money movements, the parameter check of a detail screen, working hours and reports. The tools
 * that act on a record answer a JSON-LD resource (`ToolResult`, `MoneyOperation`,
 * `CheckParameters`, `WorkedDays`); the reads the spec gives another shape keep it (§7: working
 * hours are an array, the reports list a map by id, a report rows or a file). Pure data.
 */
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { Approval } from './approvals';
import { Link } from './config';
import type { RouteTable } from './routes';
import { IdParams, Nullable, Resource, Scalar, TypeOf } from './schema';

// ---------------------------------------------------------------------------------------------
// Tools on an affiliate or a user: the record's link and what changed (@type ToolResult)

export const AffiliateScoreResult = Type.Object({
  ...Resource('ToolResult'),
  score: Type.Number(),
  message: Type.String(),
});
export const WalletRegistrationResult = Type.Object({
  ...Resource('ToolResult'),
  walletStatusCode: Type.Integer(),
  lw: Type.Boolean(),
  message: Type.String(),
});
export const KycCleaningResult = Type.Object({
  ...Resource('ToolResult'),
  walletStatusCode: Type.Integer(),
  message: Type.String(),
});
export const CollaborationContractResult = Type.Object({
  ...Resource('ToolResult'),
  /** The generated PDF among the affiliate's documents. */
  document: Nullable(Type.String()),
  message: Type.String(),
});
export const CollectionsResult = Type.Object({
  ...Resource('ToolResult'),
  plataformaCobros: Type.Boolean(),
  message: Type.String(),
});

// ---------------------------------------------------------------------------------------------
// Money (moneyP2P and moneyOut, with an Idempotency-Key header)

export const MoneyBody = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    msg: Type.String({ minLength: 1, maxLength: 500 }),
    user: Type.Optional(Link()),
    afiliado: Type.Optional(Link()),
  },
  { additionalProperties: false },
);

export const MoneyOperation = Type.Object({
  /** A replay of an operation recorded before issue 11 answers it as recorded, without it. */
  '@context': Type.Optional(Type.String()),
  '@id': Type.String(),
  '@type': TypeOf('MoneyOperation'),
  id: Type.Integer(),
  kind: Type.String(),
  amount: Type.Number(),
  msg: Type.String(),
  transactionId: Type.String(),
  message: Type.String(),
});

// ---------------------------------------------------------------------------------------------
// checkParameters (§7): the links and flags a detail screen loads first

export const CheckParametersBody = Type.Object(
  {
    id: Type.Unsafe<number | string>({
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 999_999_999 },
        { type: 'string', pattern: '^[0-9]{1,9}$' },
      ],
    }),
    type: Type.Unsafe<'affiliate' | 'loan' | 'investor'>({
      type: 'string',
      enum: ['affiliate', 'loan', 'investor'],
    }),
  },
  { additionalProperties: false },
);

const Wallet = {
  lw: Type.Boolean(),
  userId: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  walletStatusCode: Nullable(Type.Integer()),
  frozenByLw: Type.Boolean(),
};

export const AffiliateParameters = Type.Object({
  ...Resource('CheckParameters'),
  afiliado: Type.String(),
  administrador: Nullable(Type.String()),
  datosEmpresa: Nullable(Type.String()),
  account: Nullable(Type.String()),
  associatedInvestor: Nullable(Type.String()),
  padre: Nullable(Type.String()),
  children: Type.Array(Type.String()),
  name: Type.String(),
  type: Type.Literal('affiliate'),
  status: Type.String(),
  id: Type.Integer(),
  origin: Nullable(Type.String()),
  ...Wallet,
  primaryReason: Nullable(Type.String()),
});

export const LoanParameters = Type.Object({
  ...Resource('CheckParameters'),
  loan: Type.String(),
  user: Type.String(),
  id: Type.Integer(),
  type: Type.Literal('loan'),
  status: Type.String(),
  code: Type.String(),
});

export const InvestorParameters = Type.Object({
  ...Resource('CheckParameters'),
  investor: Type.String(),
  user: Type.String(),
  account: Nullable(Type.String()),
  afiliado: Nullable(Type.String()),
  // Issue 15: the investor detail's other links and its affiliate's name.
  preferences: Nullable(Type.String()),
  afiliadoName: Nullable(Type.String()),
  id: Type.Integer(),
  type: Type.Literal('investor'),
  name: Type.String(),
  status: Type.String(),
  ...Wallet,
});

export const CheckParameters = Type.Union([AffiliateParameters, LoanParameters, InvestorParameters]);

// ---------------------------------------------------------------------------------------------
// Working hours (§2 "Horas trabajadas", §5)

export const WorkedDayBody = Type.Array(
  Type.Object(
    {
      date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
      hours: Type.Integer({ minimum: 0, maximum: 24 }),
      reason: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 40 })),
    },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: 31 },
);

export const WorkedDayItem = Type.Object({
  date: Type.String(),
  hours: Type.Integer(),
  reason: Nullable(Type.String()),
});

export const WorkedDaysSaved = Type.Object({
  ...Resource('WorkedDays'),
  message: Type.String(),
  items: Type.Array(WorkedDayItem),
});

export const WeekParams = Type.Object({
  week: Type.String({ pattern: '^[0-9]{1,2}$' }),
  year: Type.String({ pattern: '^[0-9]{4}$' }),
});

export const WorkedDayReason = Type.Object({ value: Type.String(), label: Type.String() });

// ---------------------------------------------------------------------------------------------
// Reports (§7 "Shared")

export const ReportEntry = Type.Object({
  name: Type.String(),
  '@url': Type.String(),
  /** 'list' opens the generic report screen; 'file' is the server's .xlsx (§2 sidebar). */
  kind: Type.Union([Type.Literal('list'), Type.Literal('file')]),
  roles: Type.Array(Type.String()),
});
/** A map of the reports the caller's roles may open, by report id. */
export const ReportsList = Type.Record(Type.String(), ReportEntry);

export const ReportParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) });
export const ReportQuery = Type.Object({
  format: Type.Optional(Type.Unsafe<'json' | 'xlsx'>({ type: 'string', enum: ['json', 'xlsx'] })),
});
const Cell = Scalar;
export const ReportRow = Type.Record(Type.String(), Cell);
/** What a file download hands to the server: a stream of its bytes. */
export interface ByteStream {
  pipe(...args: never[]): unknown;
}
/** A file answer (a download): binary in the documentation, a byte stream in the handler. */
export const FileDownload = (mediaType: string) =>
  Type.Unsafe<ByteStream>({ type: 'string', format: 'binary', contentMediaType: mediaType });

/** The rows as JSON, or with `format=xlsx` the spreadsheet itself (a file download, streamed). */
export const ReportAnswer = Type.Union([
  Type.Array(ReportRow),
  FileDownload('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
]);

// ---------------------------------------------------------------------------------------------

export const TOOLS_ROUTES = {
  'PUT /api/tools/microadmin/analizePDV/:id': { params: IdParams, response: AffiliateScoreResult },
  'PUT /api/tools/registerWalletLW/:id': { params: IdParams, response: WalletRegistrationResult },
  'PUT /api/tools/cleanKYC/:id': { params: IdParams, response: KycCleaningResult },
  'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id': {
    params: IdParams,
    response: CollaborationContractResult,
  },
  'PUT /api/tools/enablePlataformaCobros/:id': { params: IdParams, response: CollectionsResult },
  'POST /api/tools/admin/moneyP2P': { body: MoneyBody, response: MoneyOperation, status: 201 },
  // Issue 14: from the four-eyes threshold on, a 202 with the pending Approval; nothing moves yet.
  'POST /api/tools/admin/moneyOut': {
    body: MoneyBody,
    response: MoneyOperation,
    status: 201,
    pending: Approval,
  },
  'POST /api/tools/checkParameters': { body: CheckParametersBody, response: CheckParameters },
  'POST /api/tools/workedDays': { body: WorkedDayBody, response: WorkedDaysSaved, status: 201 },
  'GET /api/tools/workedDaysByWeek/:week/:year': { params: WeekParams, response: Type.Array(WorkedDayItem) },
  'GET /api/tools/reportsList': { response: ReportsList },
  'GET /api/tools/reports/:id': { params: ReportParams, querystring: ReportQuery, response: ReportAnswer },
} as const satisfies RouteTable;

export type MoneyOperation = Static<typeof MoneyOperation>;
/** A recorded answer (jsonb) read back for a replay: it is one when it has the answer's shape. */
export const isMoneyOperation = (value: unknown): value is MoneyOperation =>
  Value.Check(MoneyOperation, value);
