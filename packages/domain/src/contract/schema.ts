/**
 * The TypeBox building blocks every part of the contract shares: scalars and their nullable forms,
 * the JSON-LD member and resource keys, the id and paging parameters, and the Hydra collection.
 */
import { type TSchema, Type } from 'typebox';

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const Str = () => Type.String();
export const NStr = () => Nullable(Type.String());
export const Num = () => Type.Number();
export const NNum = () => Nullable(Type.Number());
export const Int = () => Type.Integer();
export const NInt = () => Nullable(Type.Integer());
export const Bool = () => Type.Boolean();
export const NBool = () => Nullable(Type.Boolean());
/** Named on/off flags. */
export const Flags = () => Type.Record(Type.String(), Type.Boolean());
/** A scalar of a key/value detail (scoring rows, summaries, report cells). */
export const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export const KeyValues = () => Type.Record(Type.String(), Scalar);

/** A string of 1 to `max` digits (ids and numbers in a path or query). */
export const digits = (max: number) => Type.String({ pattern: `^[0-9]{1,${max}}$` });
/** A query flag: '', '0', '1', 'true' or 'false'. */
export const flag = () => Type.Optional(Type.String({ enum: ['', '0', '1', 'true', 'false'] }));
/** A calendar day, 'YYYY-MM-DD'. */
export const isoDate = () => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/**
 * Where the schema of a `@type` keeps its JSON-LD class: a symbol, so JSON Schema, Ajv,
 * fast-json-stringify and OpenAPI never see it (TypeBox keeps symbol keys when it copies a type).
 * The API builds its contexts (/api/contexts/{class}) and its Hydra documentation from the classes
 * the response schemas declare (contract/classes.ts).
 */
const JSON_LD_CLASS = Symbol.for('backoffice.jsonLdClass');

/**
 * The `@type` of a node of JSON-LD class `name` ('Afiliado', or Hydra's 'hydra:Collection'): a
 * string to the validators and to TypeScript, whose class the contexts read.
 */
export function TypeOf(name: string) {
  const schema = Type.String();
  Object.defineProperty(schema, JSON_LD_CLASS, { value: name, enumerable: false });
  return schema;
}

/** The class a `@type` schema declares (TypeOf), if any. */
export function jsonLdClassOf(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const name = (schema as { [JSON_LD_CLASS]?: unknown })[JSON_LD_CLASS];
  return typeof name === 'string' ? name : undefined;
}

/** The keys of a JSON-LD member of a collection, of class `name`. */
export const Member = (name: string) => ({ '@id': Str(), '@type': TypeOf(name) });
/** The keys of a JSON-LD resource answered on its own, of class `name`. */
export const Resource = (name: string) => ({ '@context': Str(), ...Member(name) });

export const IdParams = Type.Object({ id: digits(9) });

export const PagingQuery = {
  page: Type.Optional(digits(6)),
  itemsPerPage: Type.Optional(digits(4)),
  pagination: Type.Optional(Type.String({ enum: ['true', 'false'] })),
};

/**
 * A list's `order[field]` query keys, one per sortable column, so OpenAPI lists them. The
 * direction (`asc`/`desc`) and any other field are still checked by parseOrder: a 400 naming the
 * field (messages.lists.unknownOrder).
 */
export function OrderQuery<F extends string>(sortable: readonly F[]) {
  const direction = Type.Optional(Type.String({ description: 'asc | desc' }));
  return Object.fromEntries(sortable.map((field) => [`order[${field}]`, direction])) as {
    [K in F as `order[${K}]`]: typeof direction;
  };
}

export const HydraView = Type.Object({
  '@id': Str(),
  '@type': TypeOf('hydra:PartialCollectionView'),
  'hydra:first': Type.Optional(Str()),
  'hydra:last': Type.Optional(Str()),
  'hydra:previous': Type.Optional(Str()),
  'hydra:next': Type.Optional(Str()),
});

/** A JSON-LD / Hydra collection of `member`. */
export const Collection = <T extends TSchema>(member: T) =>
  Type.Object({
    '@context': Str(),
    '@id': Str(),
    '@type': TypeOf('hydra:Collection'),
    'hydra:member': Type.Array(member),
    'hydra:totalItems': Int(),
    'hydra:view': HydraView,
  });

// ---------------------------------------------------------------------------------------------
// Request pieces, with the bounds of the columns (out of range is a 400)

/** The largest id a link or a path may carry (nine digits, inside int4). */
const MAX_ID = 999_999_999;
/** A link field: a path ('/api/users/3'), a bare id, or null. */
export const Link = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Integer({ minimum: 1, maximum: MAX_ID }),
  Type.Null(),
]);
/** Optional text that may be cleared (null). */
export const NText = (maxLength = 255) => Nullable(Type.String({ maxLength }));
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
export const NInt4 = () => Nullable(Type.Integer(INT4));
/** numeric(14,2) money. */
export const NMoney = () =>
  Nullable(Type.Number({ minimum: -999_999_999_999.99, maximum: 999_999_999_999.99 }));
/** numeric(9,4) percentages. */
export const NPct = () => Nullable(Type.Number({ minimum: -99_999.9999, maximum: 99_999.9999 }));
/** numeric(8,2) scores. */
export const NScore = () => Nullable(Type.Number({ minimum: -999_999.99, maximum: 999_999.99 }));

/** `page`, `itemsPerPage`, `limit` and `pagination` of a section list. */
export const SectionQuery = Type.Object({
  ...PagingQuery,
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
});

/** One option of a select. */
export const Option = Type.Object({ value: Str(), label: Str() });
