/**
 * The JSON-LD classes the API answers with (each `@type`), the properties of each and the fields
 * whose values are links: what /api/contexts/{class} and the Hydra documentation (/api/docs.jsonld)
 * are built from (routes/contexts.ts). The classes and their properties are read from the
 * contract's response schemas (the `@type` of each declares its class: domain contract/classes.ts);
 * a listing's rows, which the contract types as records, from the listing catalogue.
 * test/docs.test.ts reads every GET route and fails on a class or a field an answer carries that
 * is missing here.
 */
import { CONTRACT, jsonLdClasses } from '@backoffice/domain/contract';
import { LISTINGS } from '../listings/catalogue';
import { rowFieldsOf } from '../listings/engine';

/** The class of every listing's and sidebar report's rows (their columns, link keys and unique key). */
export const LISTING_ROW = 'ListingRow';

const CONTRACT_CLASSES = jsonLdClasses(CONTRACT);

/** The properties of each class, sorted. */
export const RESOURCE_PROPERTIES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [
    ...[...CONTRACT_CLASSES].map(([name, c]) => [name, c.properties] as const),
    [LISTING_ROW, [...new Set([...LISTINGS.values()].flatMap(rowFieldsOf))].sort()] as const,
  ].sort(([a], [b]) => a.localeCompare(b)),
);

/** Every @type the API answers with; each has its context at /api/contexts/{class}. */
export const RESOURCE_TYPES: readonly string[] = Object.keys(RESOURCE_PROPERTIES);

/**
 * The classes only writes answer (the tools' and actions' results): documented like the rest, but
 * no GET route carries them (test/contract.test.ts checks their answers against their properties).
 */
export const WRITE_ANSWER_TYPES: readonly string[] = [...CONTRACT_CLASSES]
  .filter(([, c]) => !c.read)
  .map(([name]) => name);

/** Fields whose values are links (paths) to other resources: expanded as IRIs. */
export const LINK_FIELDS = [
  'padre',
  'datosEmpresa',
  'administrador',
  'plataformaSalesAgent',
  'assignedSalesAgent',
  'associatedInvestor',
  'user',
  'afiliado',
  'loan',
  'secondaryReason',
  'download',
  'previousOperation',
  'nextOperation',
  'investor',
  'wallet',
  'coborrower',
  'salesAgent',
  'account',
  'parent',
  // The loan-detail reads.
  'credito',
  'scrape',
  'asnef',
  'insCuentas',
  'insTrans',
  'insTitulars',
  // The tools' answers.
  'document',
  'children',
  // The investor detail's links.
  'preferences',
  'accreditationResource',
] as const;
