import AjvCompiler from '@fastify/ajv-compiler';
import fc from 'fast-check';
import { cpfWithCheckDigits, isValidCpf } from '../domain/cpf.ts';

/**
 * Values a JSON Schema of the published document allows, as fast-check arbitraries: what a client
 * generated from the document may send. Covers what the contract uses (types, enum/const, bounds,
 * multipleOf, lengths, patterns, formats, anyOf/oneOf, objects and arrays); the rest (allOf,
 * if/then, not, several patterns) is honoured by filtering each value through ajv with the whole
 * schema, so every value generated is valid by the document.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const validators = AjvCompiler()(
  {},
  { customOptions: { strict: false, allErrors: false, coerceTypes: false, multipleOfPrecision: 4 } },
) as unknown as (route: { schema: unknown }) => (value: unknown) => boolean;

/** Whether `value` is valid by `schema` (the document's own formats; `cpf` by its check digits). */
export function validBy(schema: JsonSchema): (value: unknown) => boolean {
  const { format, ...rest } = schema;
  const validate = validators({ schema: format === 'cpf' ? rest : schema });
  return (value) =>
    validate(value) &&
    (format !== 'cpf' || typeof value !== 'string' || isValidCpf(value.replace(/[.\-\s]/g, '')));
}

const DAY = 86_400_000;
const dates = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 24, minLength + 24);
  switch (schema.format) {
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= maxLength + 230);
    case 'cpf':
      return fc
        .integer({ min: 1, max: 999_999_998 })
        .map((n) => String(n).padStart(9, '0'))
        .filter((base) => !/^(\d)\1+$/.test(base))
        .map(cpfWithCheckDigits);
  }
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length <= (schema.maxLength ?? 4096));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e6);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  if (schema.multipleOf === 0.01)
    return fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((c) => c / 100);
  return fc
    .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, shapeOf(property)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** The arbitrary of the schema's own keywords (before the ajv filter). */
function shapeOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => shapeOf(merged(withoutUnion(schema), branch))));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema.pattern || !schema.allOf ? schema : { ...schema, ...schema.allOf[0] });
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? shapeOf(schema.items) : fc.constant(null), { maxLength: 3 });
    default:
      return objectArbitrary(schema);
  }
}

const withoutUnion = ({ anyOf: _anyOf, oneOf: _oneOf, ...rest }: JsonSchema): JsonSchema => rest;

/** A union's branch applied to the schema around it: properties merged, required fields added. */
function merged(outer: JsonSchema, branch: JsonSchema): JsonSchema {
  const properties = { ...outer.properties };
  for (const [key, property] of Object.entries(branch.properties ?? {}))
    properties[key] = properties[key] ? merged(properties[key], property) : property;
  const required = [...new Set([...(outer.required ?? []), ...(branch.required ?? [])])];
  return { ...outer, ...branch, ...(outer.properties || branch.properties ? { properties } : {}), required };
}

/** Values valid by `schema`. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return shapeOf(schema).filter(validBy(schema));
}

/** A day `days` from today, 'AAAA-MM-DD' (for period filters near the data). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
