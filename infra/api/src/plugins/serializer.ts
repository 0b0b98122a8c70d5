import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { compileOncePerProcess } from './compile-once.ts';

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serialize = (data: unknown) => string;
interface RouteResponse {
  schema: unknown;
  method: string;
  url: string;
  httpStatus: string;
}

/** Fastify's own response serializers (fast-json-stringify). */
const selector = SerializerSelector();
const compiled = compileOncePerProcess<Serialize>();

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: fast-json-stringify as Fastify uses it,
 * each serializer built once per process for a schema text rather than once per app (a serializer is
 * a pure function of its schema, the shared schemas and the options). Production runs one app per
 * process; the API suite builds one or more per test file (docs/performance.md, "The test suite").
 */
export function serializerFactory(): BuildSerializer {
  const build = (externalSchemas: unknown, options: unknown) => {
    const compile = selector(externalSchemas as never, options as never) as unknown as (
      route: RouteResponse,
    ) => Serialize;
    const factoryKey = JSON.stringify([externalSchemas, options]);
    return (route: RouteResponse) => {
      return compiled(`${factoryKey}\u0000${JSON.stringify(route.schema)}`, () => compile(route));
    };
  };
  return build as unknown as BuildSerializer;
}
