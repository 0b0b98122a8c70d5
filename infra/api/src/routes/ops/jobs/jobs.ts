import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Detail, IdParams, Job, JobListQuery, JobOverview } from '@fidelidade/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../domain/http-error.ts';
import { jobJson, scheduleJson } from './job-json.ts';

const errors = { 401: Detail, 403: Detail, 404: Detail, 409: Detail };
const stateOf = (job: { state: string }) => ({ state: job.state });

/**
 * GET  /api/v1/ops/jobs/?state=&limit= — the job engine: counts, every schedule (last and next run),
 *      the most recent jobs (state, progress, attempts, last error, stuck).
 * POST /api/v1/ops/jobs/{id}/retry/ — a failed or cancelled job queued again (409 otherwise).
 * POST /api/v1/ops/jobs/{id}/cancel/ — a queued or running job cancelled (409 once it ended).
 * ADMIN only (`operations.jobs`); the writes are audited (target `job`).
 */
export default async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = app.requireCapability('operations.jobs');

  r.get(
    '/',
    {
      // The folder's own URL keeps the trailing slash every /api/v1 URL has.
      prefixTrailingSlash: 'slash',
      onRequest: guard,
      schema: { querystring: JobListQuery, response: { 200: JobOverview, 401: Detail, 403: Detail } },
    },
    async (request) => {
      const repo = app.jobsRepository;
      const state = request.query.state || undefined;
      const [counts, schedules, jobs] = [
        await repo.counts(),
        await repo.schedules(),
        await repo.recent(request.query.limit ?? 50, state),
      ];
      return { counts, schedules: schedules.map((s) => scheduleJson(s)), jobs: jobs.map(jobJson) };
    },
  );

  r.post(
    '/:id/retry/',
    {
      onRequest: guard,
      config: { audit: { action: 'job_retry', targetType: 'job' } },
      schema: { params: IdParams, response: { 200: Job, ...errors } },
    },
    async (request) => {
      const before = await app.jobsRepository.byId(request.params.id);
      if (!before) throw notFound();
      if (!(await app.jobs.retry(before.id)))
        throw new HttpError(409, {
          detail: 'Só é possível tentar novamente uma tarefa que falhou ou foi cancelada.',
        });
      const after = await app.jobsRepository.byId(before.id);
      if (!after) throw notFound();
      request.auditChanges(stateOf(before), stateOf(after));
      return jobJson(after);
    },
  );

  r.post(
    '/:id/cancel/',
    {
      onRequest: guard,
      config: { audit: { action: 'job_cancel', targetType: 'job' } },
      schema: { params: IdParams, response: { 200: Job, ...errors } },
    },
    async (request) => {
      const before = await app.jobsRepository.byId(request.params.id);
      if (!before) throw notFound();
      if (!(await app.jobs.cancel(before.id))) throw new HttpError(409, { detail: 'A tarefa já terminou.' });
      const after = await app.jobsRepository.byId(before.id);
      if (!after) throw notFound();
      request.auditChanges(stateOf(before), {
        state: after.state === 'running' ? 'cancelling' : after.state,
      });
      return jobJson(after);
    },
  );
}
