import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, ProgrammeSettings, ProgrammeSettingsBody } from '@fidelidade/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { programmeSettings, users } from '../../../../db/schema/index.ts';
import { notAuthenticated } from '../../../../domain/http-error.ts';
import { centsToNumeric, parseCents } from '../../../../domain/money.ts';
import type { AuditRouteConfig } from '../../../../plugins/audit.ts';

const editor = alias(users, 'editor');

/**
 * GET/PUT /api/v1/loyalty/admin/programme/ — the programme's settings (ADMIN, audited): points'
 * validity, pending days per source, the reminder's lead time, the point's value in R$, the window
 * to give a burn back. A change applies to credits made after it; batches keep their dates.
 */
export default async function programme(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = app.requireCapability('programme.manage');
  const read = async (): Promise<ProgrammeSettings> => {
    const [row] = await app.db
      .select({ s: programmeSettings, editor: editor.fullName })
      .from(programmeSettings)
      .leftJoin(editor, eq(editor.id, programmeSettings.updatedById))
      .where(eq(programmeSettings.id, 1));
    if (!row) throw new Error('programme_settings has no row');
    const s = row.s;
    return {
      validity_months: s.validityMonths,
      pending_days_service: s.pendingDaysService,
      pending_days_purchase: s.pendingDaysPurchase,
      pending_days_manual: s.pendingDaysManual,
      reminder_days: s.reminderDays,
      point_value: centsToNumeric(s.pointValueCents),
      burn_reversal_hours: s.burnReversalHours,
      updated_at: s.updatedAt.toISOString(),
      updated_by: row.editor,
    };
  };
  const errors = { 401: Detail, 403: Detail };

  r.get(
    '/',
    { prefixTrailingSlash: 'slash', onRequest, schema: { response: { 200: ProgrammeSettings, ...errors } } },
    read,
  );

  r.put(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest,
      config: {
        audit: { action: 'update', targetType: 'programme', targetId: () => 1 } satisfies AuditRouteConfig,
      },
      schema: { body: ProgrammeSettingsBody, response: { 200: ProgrammeSettings, 400: Detail, ...errors } },
    },
    async (request) => {
      const principal = request.principal;
      if (!principal) throw notAuthenticated();
      const before = await read();
      const body = request.body;
      await app.db
        .update(programmeSettings)
        .set({
          validityMonths: body.validity_months,
          pendingDaysService: body.pending_days_service,
          pendingDaysPurchase: body.pending_days_purchase,
          pendingDaysManual: body.pending_days_manual,
          reminderDays: body.reminder_days,
          // The schema's pattern leaves only text parseCents reads.
          pointValueCents: parseCents(body.point_value) ?? 0,
          burnReversalHours: body.burn_reversal_hours,
          updatedById: principal.id,
          updatedAt: new Date(),
        })
        .where(eq(programmeSettings.id, 1));
      const after = await read();
      request.auditChanges(before, after);
      return after;
    },
  );
}
