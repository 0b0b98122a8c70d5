import { type FieldMessages, MESSAGES_KEYWORD, ORDERING_KEYWORD } from '@fidelidade/contract';
import type { OrderedList } from '@fidelidade/contract/ordering';
import type { FastifySchemaValidationError } from 'fastify';
import { orderingMessage, unknownOrderingField } from './ordering.ts';
import { ptNumber } from './pt-br-number.ts';

const FIELD_REQUIRED = 'Este campo é obrigatório.';

function typeMessage(expected: unknown): string {
  switch (expected) {
    case 'integer':
      return 'Um número inteiro válido é necessário.';
    case 'number':
      return 'Um número válido é necessário.';
    case 'boolean':
      return 'Deve ser um valor booleano válido.';
    case 'string':
      return 'Não é um texto válido.';
    case 'array':
      return 'Esperava uma lista de itens.';
    case 'object':
      return 'Esperava um dicionário de itens.';
    default:
      return 'Valor inválido.';
  }
}

function message(err: FastifySchemaValidationError): string | null {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return FIELD_REQUIRED;
    case 'type':
      return typeMessage(p.type);
    case 'minLength':
      return p.limit === 1
        ? 'Este campo não pode ficar em branco.'
        : `Certifique-se de que este campo tenha no mínimo ${ptNumber(p.limit)} caracteres.`;
    case 'maxLength':
      return `Certifique-se de que este campo não tenha mais de ${ptNumber(p.limit)} caracteres.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Certifique-se de que este valor seja maior ou igual a ${ptNumber(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Certifique-se de que este valor seja menor ou igual a ${ptNumber(p.limit)}.`;
    case 'enum':
      return `Escolha inválida. Opções: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'format':
      return p.format === 'email' ? 'Insira um endereço de email válido.' : 'Formato inválido.';
    case 'pattern':
      return 'Formato inválido.';
    case 'additionalProperties':
    // A failed `then` is answered by its own keywords' errors.
    case 'if':
      return null;
    default:
      return 'Valor inválido.';
  }
}

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  [MESSAGES_KEYWORD]?: FieldMessages;
  [ORDERING_KEYWORD]?: OrderedList;
}

/**
 * The field's own message for this refusal, carried by its schema (the contract's `x-messages` by
 * keyword, or the `?ordering=` refusal naming the unknown field); undefined for the generic words.
 * ajv's `verbose` option puts the failing schema in `parentSchema`.
 */
function schemaMessage(err: FastifySchemaValidationError): string | undefined {
  const schema = (err as { parentSchema?: SchemaNode }).parentSchema;
  if (!schema) return undefined;
  const missing = (err.params as { missingProperty?: unknown }).missingProperty;
  if (err.keyword === 'required' && typeof missing === 'string')
    return schema.properties?.[missing]?.[MESSAGES_KEYWORD]?.required;
  const list = schema[ORDERING_KEYWORD];
  if (err.keyword === 'pattern' && list) {
    const value = (err as { data?: unknown }).data;
    return orderingMessage(list, unknownOrderingField(list, typeof value === 'string' ? value : ''));
  }
  return schema[MESSAGES_KEYWORD]?.[err.keyword];
}

function fieldOf(err: FastifySchemaValidationError): string {
  const segments = err.instancePath.split('/').filter(Boolean);
  const missing = (err.params as { missingProperty?: unknown }).missingProperty;
  if (err.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  return segments.length > 0 ? segments.join('.') : 'non_field_errors';
}

function add(body: Record<string, string[]>, field: string, msg: string) {
  const list = body[field] ?? [];
  if (!list.includes(msg)) list.push(msg);
  body[field] = list;
}

/** Whether `inner` is an error of a subschema of the schema `outer` failed at. */
const isUnder = (inner: FastifySchemaValidationError, outer: FastifySchemaValidationError) =>
  inner.schemaPath.startsWith(`${outer.schemaPath}/`);

/**
 * Turns ajv errors into DRF's {field: ["msg"]} / {non_field_errors: [...]} body. A schema that words
 * its refusal itself (`x-messages`) answers with that message: the errors of its subschemas (a
 * union's branches) and the generic words for the same field give way to it, and of two such
 * schemas the inner, more precise one wins.
 */
export function drfValidationBody(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const worded = errors.flatMap((err) => {
    const text = schemaMessage(err);
    return text === undefined ? [] : [{ err, text, field: fieldOf(err) }];
  });
  const own = worded.filter(
    (outer) => !worded.some((inner) => inner !== outer && isUnder(inner.err, outer.err)),
  );
  const ownFields = new Set(own.map((o) => o.field));
  const body: Record<string, string[]> = {};
  for (const err of errors) {
    const mine = own.find((o) => o.err === err);
    if (mine) {
      add(body, mine.field, mine.text);
      continue;
    }
    const field = fieldOf(err);
    if (ownFields.has(field) || worded.some((w) => w.err === err || isUnder(err, w.err))) continue;
    const text = message(err);
    if (text === null) continue;
    add(body, field, field === 'non_field_errors' && err.keyword === 'type' ? 'Dados inválidos.' : text);
  }
  if (Object.keys(body).length === 0) body.non_field_errors = ['Dados inválidos.'];
  return body;
}
