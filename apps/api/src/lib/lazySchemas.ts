/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for responses), each route's
 * function compiled on the route's first call instead of at start-up: compiling the validators and
 * serializers of every route was about 30 % of a restart, for routes most of which a given process
 * never answers. A route's first call pays its compile (a few milliseconds) once.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<Compilers['buildValidator']>;
type BuildSerializer = NonNullable<Compilers['buildSerializer']>;
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown };

/** Calls `build` once, on first use; the compiler itself (an Ajv instance and its shared schemas) too. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

const ajv = AjvCompiler();
const fjs = SerializerSelector();

// The factory's type is an overload (Ajv's and JTD's); this is Ajv's, the one Fastify calls here.
const buildValidator = ((externalSchemas: never, options: never) => {
  const compiler = once(() => ajv(externalSchemas, options));
  return (routeSchema: never) => {
    const validate = once(() => (compiler() as (s: never) => Validate)(routeSchema));
    let compiled: Validate | undefined;
    const lazy: Validate = (data, context) => {
      compiled = validate();
      return compiled(data, context);
    };
    // Fastify reads a failed call's errors from the function, and hands the parent object (so that
    // a root value can be coerced) to any function that says it is Ajv's.
    Object.defineProperty(lazy, 'errors', { get: () => compiled?.errors ?? null });
    Object.defineProperty(lazy, 'schemaEnv', { value: true });
    return lazy;
  };
}) as BuildValidator;

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compiler = once(() => fjs(externalSchemas, options));
  return (routeSchema) => {
    const serialize = once(() => compiler()(routeSchema));
    return (doc: unknown) => serialize()(doc);
  };
};

/** The `compilersFactory` of Fastify's `schemaController` option. */
export const lazyCompilers: Compilers = { buildValidator, buildSerializer };
