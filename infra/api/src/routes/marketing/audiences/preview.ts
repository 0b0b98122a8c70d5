import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUDIENCE_LIMITS, AudiencePreview, AudiencePreviewBody, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import type { RuleErrors } from '../../../domain/audience-rules.ts';
import { requestScope } from '../../../plugins/auth.ts';
import { countSelection, sampleMembers } from '../../../services/audiences/recipients.ts';
import { checkAudienceRules } from '../../../services/audiences/references.ts';
import { AUDIENCE_NOT_FOUND, AUDIENCE_REFUSALS, ownerOf } from '../audience-helpers.ts';

/**
 * POST /api/v1/marketing/audiences/preview/ {rules, audience_id?} — the builder's live count: members
 * of the caller's scope the rules match now — or that the audience being edited lists — how many of
 * them a push reaches, and the first few by name. No rule: the listed ones alone (a new audience:
 * nobody). A read (POST only because rules are a body): nothing is written.
 */
export default async function previewAudience(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/preview/',
    {
      onRequest: app.requireCapability('audiences.manage'),
      config: { audit: { exempt: 'a read: counts the rules being edited, writes nothing' } },
      schema: {
        body: AudiencePreviewBody,
        response: { 200: AudiencePreview, 400: errorResponse(400, AUDIENCE_REFUSALS) },
      },
    },
    async (request) => {
      const { rules, audience_id: audienceId } = request.body;
      const owner = ownerOf(request);
      // The audience being edited: its listed customers are members whatever the rules say.
      const audience = audienceId === undefined ? null : await app.audiencesRepository.get(audienceId, owner);
      const unknown: RuleErrors =
        audienceId !== undefined && !audience ? { audience_id: [AUDIENCE_NOT_FOUND] } : {};
      await checkAudienceRules(app.db, requestScope(request), rules, false, unknown);
      const selection = { owner, audience: { id: audience?.id ?? null, rules }, at: new Date() };
      // Side by side on a server with a pool (one after the other on the embedded database).
      const [counts, sample] = await Promise.all([
        countSelection(app.db, selection),
        sampleMembers(app.db, selection, AUDIENCE_LIMITS.sample),
      ]);
      return { ...counts, sample };
    },
  );
}
