import type { FastifySchemaValidationError } from 'fastify';
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
      return null;
    default:
      return 'Valor inválido.';
  }
}

/** Turns ajv errors into DRF's {field: ["msg"]} / {non_field_errors: [...]} body. */
export function drfValidationBody(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const err of errors) {
    const text = message(err);
    if (text === null) continue;
    const p = err.params as Record<string, unknown>;
    const segments = err.instancePath.split('/').filter(Boolean);
    if (err.keyword === 'required' && typeof p.missingProperty === 'string') {
      segments.push(p.missingProperty);
    }
    const field = segments.length > 0 ? segments.join('.') : 'non_field_errors';
    const msg = field === 'non_field_errors' && err.keyword === 'type' ? 'Dados inválidos.' : text;
    const list = body[field] ?? [];
    if (!list.includes(msg)) list.push(msg);
    body[field] = list;
  }
  if (Object.keys(body).length === 0) body.non_field_errors = ['Dados inválidos.'];
  return body;
}
