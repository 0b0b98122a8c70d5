import { type Audience, type AudienceBody, placeholder } from '@fidelidade/contract';
import { AUDIENCE_FIELDS } from '@fidelidade/contract/enums';
import type { FastifyRequest } from 'fastify';
import { AUDIENCE_MESSAGES, type RuleErrors } from '../../domain/audience-rules.ts';
import { HttpError, notAuthenticated } from '../../domain/http-error.ts';
import { scopeOf } from '../../domain/principal.ts';
import type { AudienceListRow, AudienceUse } from '../../repositories/audiences.ts';
import { type AudienceOwner, ownerOfScope } from '../../services/audiences/recipients.ts';

export const AUDIENCE_NOT_FOUND = 'Público não encontrado.';

/** Whose customers the caller's audiences reach: its own scope, from the token's user. */
export function ownerOf(request: FastifyRequest): AudienceOwner {
  if (!request.principal) throw notAuthenticated();
  return ownerOfScope(scopeOf(request.principal));
}

export function audienceJson(row: AudienceListRow): Audience {
  return {
    id: row.id,
    name: row.name,
    rules: row.rules,
    listed_count: row.listedCount,
    dealership_id: row.dealershipId,
    partner_id: row.partnerId,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The name trimmed; its problem, if any, as a field error to report with the rules'. */
export function readName(body: AudienceBody): { name: string; errors: RuleErrors } {
  const name = body.name.trim();
  return { name, errors: name ? {} : { name: [AUDIENCE_MESSAGES.name] } };
}

/** The audience form's refusals no schema states (domain/audience-rules.ts), for the document. */
export const AUDIENCE_REFUSALS: string[] = [
  ...Object.values(AUDIENCE_MESSAGES).filter((message) => typeof message === 'string'),
  AUDIENCE_NOT_FOUND,
  ...AUDIENCE_FIELDS.map((field) => AUDIENCE_MESSAGES.op(field)),
];

/** The refusal of deleting an audience something still needs (docs/api.md, "Marketing: audiences"). */
export function inUse(use: AudienceUse): HttpError {
  return new HttpError(400, { detail: inUseMessage(use) });
}

function inUseMessage(use: AudienceUse): string {
  const what = {
    campaign: `pela campanha "${use.name}"`,
    offer: `pela promoção "${use.name}"`,
    notification: `pela notificação "${use.name}", ainda não enviada`,
  }[use.kind];
  return `Este público está em uso ${what} e não pode ser excluído. Troque o público de lá antes de excluí-lo.`;
}

export const AUDIENCE_IN_USE = (['campaign', 'offer', 'notification'] as const).map((kind) =>
  inUseMessage({ kind, name: placeholder('nome') }),
);

/**
 * The audience a push or an offer names, if the caller may use it (one of its own; ADMIN: any):
 * `{id, name}`, null when none is named; a 400 on `field` when it is not the caller's to use.
 */
export async function chosenAudience(
  request: FastifyRequest,
  audienceId: number | null | undefined,
  field: string,
): Promise<{ id: number; name: string } | null> {
  if (audienceId === null || audienceId === undefined) return null;
  const row = await request.server.audiencesRepository.get(audienceId, ownerOf(request));
  if (!row) throw new HttpError(400, { [field]: [AUDIENCE_NOT_FOUND] });
  return { id: row.id, name: row.name };
}
