import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUDIENCE_LIMITS, AudiencePreview, AudiencePreviewBody, errorResponse } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { requestScope } from '../../../plugins/auth.ts';
import { countSelection, sampleMembers } from '../../../services/audiences/recipients.ts';
import { checkAudienceRules } from '../../../services/audiences/references.ts';
import { AUDIENCE_REFUSALS, ownerOf } from '../audience-helpers.ts';

/**
 * POST /api/v1/marketing/audiences/preview/ {rules} — the builder's live count: members of the
 * caller's scope the rules match now, how many of them a push reaches, and the first few by name.
 * A read (POST only because rules are a body): nothing is written.
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
      const { rules } = request.body;
      await checkAudienceRules(app.db, requestScope(request), rules, false);
      const selection = { owner: ownerOf(request), rules, at: new Date() };
      // Side by side on a server with a pool (one after the other on the embedded database).
      const [counts, sample] = await Promise.all([
        countSelection(app.db, selection),
        sampleMembers(app.db, selection, AUDIENCE_LIMITS.sample),
      ]);
      return { ...counts, sample };
    },
  );
}
