/**
 * The typed contract of a loan's scoring and bank-statement analysis (loans §6, gated by role):
 * the scoring results, the bank-statement summaries, the killers, the scrape reports with their
 * accounts, transactions and holders. Pure data.
 */
import { Type } from 'typebox';
import type { RouteTable } from './routes';
import {
  Bool,
  Collection,
  digits,
  HydraView,
  IdParams,
  Int,
  KeyValues,
  Member,
  NStr,
  Nullable,
  Num,
  PagingQuery,
  Str,
  TypeOf,
} from './schema';

export const ScoreResult = Type.Object({
  ...Member('ScoreResult'),
  id: Int(),
  cotitular: Bool(),
  provider: Str(),
  score: Nullable(Int()),
  resolution: NStr(),
  createdAt: Str(),
  detail: KeyValues(),
});

export const InsResumen = Type.Object({
  ...Member('InsResumen'),
  id: Int(),
  cotitular: Bool(),
  scrape: NStr(),
  createdAt: Str(),
  data: KeyValues(),
});

export const Killer = Type.Object({
  ...Member('Killer'),
  id: Int(),
  cotitular: Bool(),
  code: Str(),
  description: Str(),
  value: NStr(),
  triggered: Bool(),
  createdAt: Str(),
});

/** A scrape report; `score` is null for the roles without the full view. */
export const ScrapeReport = Type.Object({
  ...Member('InsScrapeReport'),
  id: Int(),
  cotitular: Bool(),
  provider: Str(),
  status: Str(),
  successful: Bool(),
  latest: Bool(),
  createdAt: Str(),
  accounts: Int(),
  insCuentas: Str(),
  score: Nullable(KeyValues()),
});

export const ScrapeReportsCollection = Type.Object({
  '@context': Str(),
  '@id': Str(),
  '@type': TypeOf('hydra:Collection'),
  'hydra:member': Type.Array(ScrapeReport),
  'hydra:totalItems': Int(),
  'hydra:view': HydraView,
  /** 'full' or 'latestScrape' (the domain's scoringView): what the caller was given. */
  scoringView: Type.String({ enum: ['full', 'latestScrape'] }),
});

export const InsCuenta = Type.Object({
  ...Member('InsCuenta'),
  id: Int(),
  scrape: Str(),
  iban: NStr(),
  account: NStr(),
  principals: Type.Array(Str()),
  ready: Bool(),
  transactions: Int(),
  insTrans: Str(),
  insTitulars: Str(),
});

export const InsTran = Type.Object({
  ...Member('InsTran'),
  id: Int(),
  date: Str(),
  amount: Num(),
  description: NStr(),
  tag: NStr(),
});
export const InsTransQuery = Type.Object({
  page: Type.Optional(digits(6)),
  itemsPerPage: Type.Optional(digits(4)),
});

export const InsTitular = Type.Object({
  ...Member('InsTitular'),
  id: Int(),
  name: Str(),
  dni: NStr(),
  main: Bool(),
});

export const SCORING_ROUTES = {
  'GET /api/creditos/:id/score_results': {
    params: IdParams,
    querystring: Type.Object(PagingQuery),
    response: Collection(ScoreResult),
  },
  'GET /api/creditos/:id/ins_resumens': { params: IdParams, response: Collection(InsResumen) },
  'GET /api/creditos/:id/killers': { params: IdParams, response: Collection(Killer) },
  'GET /api/creditos/:id/ins_scrape_reports': { params: IdParams, response: ScrapeReportsCollection },
  'GET /api/ins_scrape_reports/:id/ins_cuentas': { params: IdParams, response: Collection(InsCuenta) },
  'GET /api/ins_cuentas/:id/ins_trans': {
    params: IdParams,
    querystring: InsTransQuery,
    response: Collection(InsTran),
  },
  'GET /api/ins_cuentas/:id/ins_titulars': { params: IdParams, response: Collection(InsTitular) },
} as const satisfies RouteTable;
