import AjvCompiler from '@fastify/ajv-compiler';
import { MESSAGES_KEYWORD, ORDERING_KEYWORD } from '@fidelidade/contract';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { rowIdKeyword } from '../domain/row-id.ts';
import { compileOncePerProcess } from './compile-once.ts';

/**
 * The request validators (docs/api.md, "Numbers"). A JSON body is validated without type coercion:
 * a number field takes a JSON number only, never `"1e1"`, `[10]` or `true`. Params and query
 * strings are text, so their numbers are coerced, but only from decimal text: `-?digits` for an
 * integer, `-?digits[.digits]` for a number, finite. ajv would read any JavaScript number literal
 * (`0x10`, `1e1`, ` 1`, `Infinity`) and a one-item array; such text is refused here, before ajv
 * coerces it, with the same `type` error ajv gives (so the field is named in pt-BR).
 */

/** Options on top of Fastify's own (coercion 'array', defaults, removeAdditional). */
const AJV_OPTIONS = {
  allErrors: true,
  strictNumbers: true,
  // Errors carry their schema, where validation-messages.ts finds a field's own message.
  verbose: true,
  keywords: [rowIdKeyword, MESSAGES_KEYWORD, ORDERING_KEYWORD],
  // `multipleOf: 0.01` (money): dividing doubles leaves an error of up to ~1e-5 at R$ 10⁹; a stricter
  // comparison would refuse valid amounts such as 0.07.
  multipleOfPrecision: 4,
};

const NUMERIC_TEXT = { integer: /^-?[0-9]+$/, number: /^-?[0-9]+(\.[0-9]+)?$/ } as const;
type NumericType = keyof typeof NUMERIC_TEXT;

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
}
interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type ValidateFunction = ((data: unknown, context?: unknown) => boolean | Promise<unknown>) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};
type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type PoolArguments = Parameters<AjvCompiler.BuildCompilerFromPool>;
/** The pool's options for JSON Schema (not JTD) validators. */
type PoolOptions = Exclude<NonNullable<PoolArguments[1]>, { mode: 'JTD' }>;

/** The top-level properties of a params or query schema typed `integer` or `number`. */
function numericFields(schema: unknown): Array<[string, NumericType, SchemaNode]> {
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) =>
    property.type === 'integer' || property.type === 'number' ? [[name, property.type, property]] : [],
  );
}

const isNumericText = (value: unknown, type: NumericType) =>
  typeof value !== 'string' || (NUMERIC_TEXT[type].test(value) && Number.isFinite(Number(value)));

/** `validate` preceded by the decimal-text check of the numeric fields of `schema`. */
function strictText(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const fields = numericFields(schema);
  if (fields.length === 0) return validate;
  const strict: ValidateFunction = (data, context) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const refused: FastifySchemaValidationError[] = fields
      .filter(([name, type]) => [values[name]].flat().some((value) => !isNumericText(value, type)))
      .map(([name, type, parentSchema]) => ({
        keyword: 'type',
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        params: { type },
        message: `must be ${type}`,
        parentSchema,
        data: values[name],
      }));
    const valid = validate(data, context);
    strict.errors = [...refused, ...(valid === true ? [] : (validate.errors ?? []))];
    return refused.length === 0 && valid;
  };
  if (validate.schemaEnv) strict.schemaEnv = validate.schemaEnv;
  return strict;
}

/**
 * One pool of ajv instances per process, not per app, and each validator compiled once per schema
 * text: an app compiles some 400 schemas at start-up, which cost the API suite ~1 s per test app
 * (docs/performance.md, "The test suite"). Equal schema text on equal ajv options compiles to the
 * same validator, so a second app on the same process reuses the first one's.
 */
const pool = AjvCompiler();
const compiled = compileOncePerProcess<ValidateFunction>();

/** Fastify's `schemaController.compilersFactory.buildValidator`. */
export function validatorFactory(): BuildValidator {
  const build = (externalSchemas: PoolArguments[0], options: PoolOptions = {}) => {
    const customOptions = { ...options.customOptions, ...AJV_OPTIONS };
    const compilers = {
      json: pool(externalSchemas, { ...options, customOptions: { ...customOptions, coerceTypes: false } }),
      text: pool(externalSchemas, { ...options, customOptions }),
    };
    const poolKey = JSON.stringify([externalSchemas, options]);
    return (route: RouteDefinition) => {
      const body = route.httpPart === 'body';
      const key = `${poolKey}\u0000${body ? 'json' : 'text'}\u0000${JSON.stringify(route.schema)}`;
      return compiled(key, () => {
        const compile = compilers[body ? 'json' : 'text'] as unknown as (
          route: RouteDefinition,
        ) => ValidateFunction;
        return body ? compile(route) : strictText(compile(route), route.schema);
      });
    };
  };
  // Fastify calls the compiler with the route definition (the pool's typings say a bare schema).
  return build as unknown as BuildValidator;
}
