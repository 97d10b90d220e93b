import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { jsonLdClasses, untypedNodes } from './classes';
import { CONTRACT } from './index';
import { Collection, Member, Resource, Str } from './schema';

describe('the JSON-LD classes of the contract', () => {
  it('declares the class of every @type any answer carries, so each has its context', () => {
    expect(untypedNodes(CONTRACT)).toEqual([]);
  });

  it('reports an answer whose @type names no class', () => {
    const Row = Type.Object({ '@id': Str(), '@type': Str(), name: Str() });
    expect(untypedNodes({ 'GET /api/x': { response: Collection(Row) } })).toEqual([
      'GET /api/x: hydra:member[]',
    ]);
  });

  it('gives each class the fields of every schema of it, and says which ones a GET answers', () => {
    const classes = jsonLdClasses({
      'GET /api/a': { response: Collection(Type.Object({ ...Member('Thing'), id: Str(), b: Str() })) },
      'GET /api/a/:id': { response: Type.Object({ ...Resource('Thing'), id: Str(), a: Str() }) },
      'POST /api/a': {
        response: Type.Object({
          ...Resource('Result'),
          done: Str(),
          nested: Type.Array(Type.Object({ ...Member('Part'), x: Str() })),
        }),
      },
    });
    expect(Object.fromEntries(classes)).toEqual({
      Part: { properties: ['x'], read: false },
      Result: { properties: ['done', 'nested'], read: false },
      Thing: { properties: ['a', 'b', 'id'], read: true },
    });
  });

  it("reads the API's classes from the contract, Hydra's own left out", () => {
    const classes = jsonLdClasses(CONTRACT);
    expect(classes.get('Afiliado')?.properties).toEqual(
      expect.arrayContaining(['nombre', 'estadoCd', 'datosEmpresa']),
    );
    expect(classes.get('Afiliado')?.read).toBe(true);
    expect(classes.get('ToolResult')?.read).toBe(false);
    expect([...classes.keys()].filter((name) => name.startsWith('hydra:'))).toEqual([]);
  });
});
