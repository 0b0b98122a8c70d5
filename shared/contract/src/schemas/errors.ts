import { type TSchema, Type } from 'typebox';
import { Detail, FieldErrors } from './common.ts';

// The error answers of /api/v1 (docs/api.md, "Statuses"): every operation of the document declares
// each status it can answer with one of these bodies. The API adds the statuses its plugins answer
// for every route (validation, authentication, body limits, rate limits); a route declares its own
// (404, 409, …) and the refusals of its rules.

/** Statuses answered with the contract's error bodies (2xx bodies, and a 502's, are each route's own). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 415 | 429 | 503;

/** What each status means for any operation; `refusals` then lists the route's own messages. */
export const ERROR_DESCRIPTIONS: Readonly<Record<ErrorStatus, string>> = {
  400:
    'Dados inválidos: `{campo: [mensagens]}` (ou `{non_field_errors: [...]}`) quando um campo não segue ' +
    'o esquema, JSON malformado ou texto com caracteres inválidos (`{detail}`).',
  401: 'Sem token, token inválido ou expirado, ou usuário inativo: `{detail}` (com `code` nos tokens).',
  403: 'O papel do usuário não permite a operação ou o objeto está fora do seu escopo: `{detail}`.',
  404: 'Não encontrado (ou fora do escopo), ou página além da última: `{detail}`.',
  405: 'Método não suportado neste caminho: `{detail}` e o cabeçalho `Allow`.',
  409: 'Conflito com o estado atual: `{detail}`.',
  413: 'Corpo da requisição grande demais: `{detail}`.',
  414: 'Parâmetro de caminho com mais de 100 caracteres: `{detail}`.',
  415: 'Tipo de conteúdo não suportado: `{detail}`.',
  429: 'Requisições demais: `{detail}`; `Retry-After` diz em quantos segundos tentar de novo.',
  503: 'Serviço indisponível: `{detail}`.',
};

/** A 400 body: field errors (schema or form rules) or a refusal `{detail}`. */
export const BadRequest = Type.Union([FieldErrors, Detail]);

/**
 * Marks a dynamic part of a refusal in the document (`saldo atual: <n> pontos`): a reader (and the
 * property test) reads `<…>` as "any text".
 */
export const placeholder = (name: string) => `<${name}>`;

/** What precedes a route's own refusals in a status's description. */
export const REFUSALS_MARKER = 'Recusas desta operação:';

/**
 * The response schema of an error status, described in pt-BR; `refusals` are the route's own
 * messages for that status (business rules no schema can state, such as a balance too low), listed
 * in backquotes so a client (and the contract's property test) can tell them from a schema error.
 */
export function errorResponse(status: ErrorStatus, refusals: readonly string[] = []): TSchema {
  const listed = refusals.map((refusal) => `\`${refusal}\``).join('; ');
  const description = listed
    ? `${ERROR_DESCRIPTIONS[status]} ${REFUSALS_MARKER} ${listed}.`
    : ERROR_DESCRIPTIONS[status];
  return status === 400
    ? Type.Union([FieldErrors, Detail], { description })
    : Type.Object(Detail.properties, { description });
}
