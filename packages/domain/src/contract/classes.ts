/**
 * The JSON-LD classes the API answers with, read from the contract's response schemas: every
 * object whose `@type` declares its class (schema.ts TypeOf, Member, Resource) gives that class its
 * fields. The API serves a context for each (/api/contexts/{class}) and documents each with its
 * properties (/api/docs.jsonld); a new response type gets both from its schema alone.
 */
import type { TSchema } from 'typebox';
import type { RouteSchemas } from './routes';
import { jsonLdClassOf } from './schema';

export interface JsonLdClass {
  /** The fields its nodes carry, sorted, without the JSON-LD keys ('@id', '@type', '@context'). */
  readonly properties: readonly string[];
  /** Answered by a GET route (else only by writes: the tools' and actions' results). */
  readonly read: boolean;
}

/** The schemas below `schema` (properties, array items, unions, records), each once. */
function walk(schema: unknown, visit: (node: Record<string, unknown>) => void, seen = new Set<unknown>()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  visit(node);
  const children = [
    ...Object.values((node.properties as object | undefined) ?? {}),
    ...Object.values((node.patternProperties as object | undefined) ?? {}),
    node.additionalProperties,
    node.items,
    ...((node.anyOf as unknown[] | undefined) ?? []),
    ...((node.oneOf as unknown[] | undefined) ?? []),
    ...((node.allOf as unknown[] | undefined) ?? []),
  ];
  for (const child of children) walk(child, visit, seen);
}

/** The answers a route's schemas describe: its success answer and its four-eyes 202 answer. */
const answersOf = (route: RouteSchemas): TSchema[] => [
  route.response,
  ...(route.pending ? [route.pending] : []),
];

const isHydra = (name: string) => name.startsWith('hydra:');

/** Every API class (Hydra's own, 'hydra:*', left out) with its fields, from a contract's routes. */
export function jsonLdClasses(contract: Readonly<Record<string, RouteSchemas>>): Map<string, JsonLdClass> {
  const fields = new Map<string, Set<string>>();
  const read = new Set<string>();
  for (const [key, route] of Object.entries(contract)) {
    if (route.stream) continue;
    for (const answer of answersOf(route))
      walk(answer, (node) => {
        const props = node.properties as Record<string, unknown> | undefined;
        const name = jsonLdClassOf(props?.['@type']);
        if (!props || !name || isHydra(name)) return;
        const set = fields.get(name) ?? new Set<string>();
        for (const field of Object.keys(props)) if (!field.startsWith('@')) set.add(field);
        fields.set(name, set);
        if (key.startsWith('GET ')) read.add(name);
      });
  }
  return new Map(
    [...fields]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, set]) => [name, { properties: [...set].sort(), read: read.has(name) }]),
  );
}

/**
 * The answers that carry a `@type` without declaring its class (so no context would describe
 * them), as 'route key: path' ('GET /api/x: hydra:member[]'). Should be none.
 */
export function untypedNodes(contract: Readonly<Record<string, RouteSchemas>>): string[] {
  const out: string[] = [];
  const visitAt = (schema: unknown, path: string, seen: Set<unknown>, key: string): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    const props = node.properties as Record<string, unknown> | undefined;
    if (props && '@type' in props && !jsonLdClassOf(props['@type'])) out.push(`${key}: ${path || '(root)'}`);
    for (const [name, child] of Object.entries(props ?? {}))
      visitAt(child, path ? `${path}.${name}` : name, seen, key);
    for (const child of Object.values((node.patternProperties as object | undefined) ?? {}))
      visitAt(child, `${path}{}`, seen, key);
    visitAt(node.additionalProperties, `${path}{}`, seen, key);
    visitAt(node.items, `${path}[]`, seen, key);
    for (const list of [node.anyOf, node.oneOf, node.allOf] as (unknown[] | undefined)[])
      for (const child of list ?? []) visitAt(child, path, seen, key);
  };
  for (const [key, route] of Object.entries(contract))
    for (const answer of answersOf(route)) visitAt(answer, '', new Set(), key);
  return out;
}
