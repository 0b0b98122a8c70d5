import type { Audience, AudienceBody } from '@fidelidade/contract';
import type { FastifyRequest } from 'fastify';
import { AUDIENCE_MESSAGES, type RuleErrors } from '../../domain/audience-rules.ts';
import { notAuthenticated } from '../../domain/http-error.ts';
import { scopeOf } from '../../domain/principal.ts';
import type { AudienceListRow } from '../../repositories/audiences.ts';
import { type AudienceOwner, ownerOfScope } from '../../services/audiences/recipients.ts';

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
