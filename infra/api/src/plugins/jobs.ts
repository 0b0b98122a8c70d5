import type { Tracing } from '@fidelidade/telemetry';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobEngine, type EngineHooks, type JobEngine } from '../services/jobs/job-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine (services/jobs/): plugins define their tasks and schedules on it. */
    jobs: JobEngine;
  }
}

/**
 * The one job engine of the API (docs/architecture.md §5, "Background jobs"). server.ts starts its
 * loop; tests call `runDue()`. On close its runs are aborted and go back to the queue (preClose:
 * before the db plugin closes the database in onClose).
 */
async function jobsPlugin(app: FastifyInstance) {
  const engine = createJobEngine(
    app.db,
    {
      leaseSeconds: app.config.JOBS_LEASE_SECONDS,
      pollIntervalMs: app.config.JOBS_POLL_INTERVAL_MS,
      concurrency: app.config.JOBS_CONCURRENCY,
    },
    app.log,
    {
      ...(app.tracing ? { around: traceRun(app.tracing) } : {}),
      finished: (task, outcome, seconds) => app.metrics.jobFinished(task, outcome, seconds),
    },
  );
  app.decorate('jobs', engine);
  app.addHook('preClose', () => engine.stop());
}

/**
 * Each run is a trace of its own (a root span, not the child of the request that queued it, which
 * has long answered): its statements and its ERP or webhook calls are its children. A run started
 * by a request in its own process (`runNow`: an immediate push, an ERP start) is linked to that
 * request's span and names its trace (`fidelidade.job.caller_trace_id`).
 */
function traceRun(tracing: Tracing): NonNullable<EngineHooks['around']> {
  return async (job, run) => {
    const caller = trace.getSpan(context.active())?.spanContext();
    const span = tracing.tracer.startSpan(`job ${job.task}`, {
      root: true,
      kind: SpanKind.INTERNAL,
      attributes: {
        'fidelidade.job.id': job.id,
        'fidelidade.job.task': job.task,
        'fidelidade.job.attempt': job.attempts,
        ...(caller ? { 'fidelidade.job.caller_trace_id': caller.traceId } : {}),
      },
      ...(caller ? { links: [{ context: caller }] } : {}),
    });
    try {
      return await context.with(trace.setSpan(context.active(), span), run);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  };
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db', 'metrics', 'tracing'] });
