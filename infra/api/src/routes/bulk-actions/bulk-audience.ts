import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../domain/http-error.ts';
import { AUDIENCE_NOT_FOUND, ownerOf } from '../marketing/audience-helpers.ts';

/**
 * The audience a bulk 'audience' action adds to: one the caller may manage (its own scope's; ADMIN:
 * any), else 400 on `audience_id` as every form naming an audience answers.
 */
export async function bulkAudience(
  request: FastifyRequest,
  audienceId: number | undefined,
): Promise<{ id: number; name: string }> {
  const row =
    audienceId === undefined
      ? undefined
      : await request.server.audiencesRepository.get(audienceId, ownerOf(request));
  if (!row) throw new HttpError(400, { audience_id: [AUDIENCE_NOT_FOUND] });
  return { id: row.id, name: row.name };
}
