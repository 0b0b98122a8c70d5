import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type onSendAsyncHookHandler,
  type RouteOptions,
} from 'fastify';
import { type AppConfig, loadConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { parseTrustedProxies } from './domain/client-address.ts';
import accessPlugin from './plugins/access.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import bulkActionsPlugin from './plugins/bulk-actions.ts';
import campaignsPlugin from './plugins/campaigns.ts';
import communicationsPlugin from './plugins/communications.ts';
import dbPlugin from './plugins/db.ts';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.ts';
import importsPlugin from './plugins/imports.ts';
import integrationsPlugin from './plugins/integrations.ts';
import jobsPlugin from './plugins/jobs.ts';
import loginGuardPlugin from './plugins/login-guard.ts';
import mediaStorage from './plugins/media-storage.ts';
import metricsPlugin from './plugins/metrics.ts';
import noStore from './plugins/no-store.ts';
import openapiPlugin from './plugins/openapi.ts';
import operationContract from './plugins/operation-contract.ts';
import pointsLifecyclePlugin from './plugins/points-lifecycle.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import releaseWatcherPlugin from './plugins/release-watcher.ts';
import releasesPlugin from './plugins/releases.ts';
import requestLog, { loggerOptions, requestIdGenerator } from './plugins/request-log.ts';
import secretBoxPlugin from './plugins/secret-box.ts';
import { serializerFactory } from './plugins/serializer.ts';
import tracingPlugin from './plugins/tracing.ts';
import uploads from './plugins/uploads.ts';
import { validatorFactory } from './plugins/validator.ts';
import audiencesRepository from './repositories/audiences.ts';
import auditLogRepository from './repositories/audit-log.ts';
import campaignsRepository from './repositories/campaigns.ts';
import jobsRepository from './repositories/jobs.ts';
import ledgerRepository from './repositories/ledger.ts';
import loginFailuresRepository from './repositories/login-failures.ts';
import loyaltyAdminRepository from './repositories/loyalty-admin.ts';
import offersRepository from './repositories/offers.ts';
import partnershipsRepository from './repositories/partnerships.ts';
import placeBudgetsRepository from './repositories/place-budgets.ts';
import pointsRepository from './repositories/points.ts';
import refreshTokensRepository from './repositories/refresh-tokens.ts';
import remoteFailuresRepository from './repositories/remote-failures.ts';
import remoteSessionsRepository from './repositories/remote-sessions.ts';
import reportsRepository from './repositories/reports.ts';
import statsRepository from './repositories/stats.ts';
import twoFactorRepository from './repositories/two-factor.ts';
import userAdminRepository from './repositories/user-admin.ts';
import userSessionsRepository from './repositories/user-sessions.ts';
import usersRepository from './repositories/users.ts';
import vouchersRepository from './repositories/vouchers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * Every /api/v1 route, loaded from routes/ by @fastify/autoload: the folders are the URL. Walk a URL
 * below /api/v1 down routes/: each segment is a folder while one exists, and the next one names the
 * file that declares it (…/loyalty/offers/redeem/ → loyalty/offers/redeem.ts, …/communications/admin/
 * feedback/list/ → communications/admin/feedback.ts). A folder's own URL (…/partnerships/dealerships/
 * and …/:id/) is declared inside it, by a file named after the folder or the action (create-offer.ts).
 * Paths in a file are relative to its folder. A file's default export is its plugin; files without
 * one are helpers; tests are skipped. `./routes` is src/routes here and dist/routes in the build.
 */
const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));

export interface BuildAppOptions {
  /**
   * The configuration: server.ts passes `loadConfig(process.env)`; tests pass only what they change.
   * Either way it is validated again on top of the defaults (see config.ts).
   */
  config?: Partial<AppConfig>;
  /** An open database handle to use instead of opening one from the config (tests). */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Sees every answer before it is sent (tests check answers against the OpenAPI document). */
  onSend?: onSendAsyncHookHandler;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({}, options.config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    // One access line per request comes from plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // With tracing on, a request id is always a trace id: the one the request's spans carry.
    genReqId: requestIdGenerator(config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined),
    routerOptions: { ignoreTrailingSlash: true },
    // Only these peers may set X-Forwarded-For (the client address feeds the login limit); config.ts
    // has refused a list that does not parse.
    trustProxy: parseTrustedProxies(config.TRUSTED_PROXIES) ?? false,
    // JSON bodies without type coercion, params and queries read strictly (plugins/validator.ts);
    // validators and serializers compiled once per process (plugins/serializer.ts).
    schemaController: {
      compilersFactory: { buildValidator: validatorFactory(), buildSerializer: serializerFactory() },
    },
    // Errors found before routing answer like the error handler, in pt-BR.
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
    // Opening PGlite and running migrations can take long on a busy machine; don't abort start-up.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.onSend) app.addHook('onSend', options.onSend);

  await app.register(errorHandler);
  await app.register(requestLog);
  await app.register(noStore);
  await app.register(dbPlugin, { config, handle: options.db });
  // RED per route, statement timings, the job queue (docs/operations.md, "Metrics").
  await app.register(metricsPlugin);
  // Spans per request and statement when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Traces").
  await app.register(tracingPlugin);
  // The job engine: ERP runs, scheduled notifications and the release watcher define tasks on it.
  await app.register(jobsPlugin);
  await app.register(usersRepository);
  await app.register(refreshTokensRepository);
  await app.register(userSessionsRepository);
  await app.register(loginFailuresRepository);
  await app.register(twoFactorRepository);
  await app.register(statsRepository);
  await app.register(ledgerRepository);
  await app.register(userAdminRepository);
  await app.register(vouchersRepository);
  await app.register(loyaltyAdminRepository);
  await app.register(reportsRepository);
  await app.register(partnershipsRepository);
  await app.register(offersRepository);
  await app.register(audiencesRepository);
  await app.register(placeBudgetsRepository);
  await app.register(campaignsRepository);
  await app.register(remoteFailuresRepository);
  await app.register(remoteSessionsRepository);
  await app.register(jobsRepository);
  await app.register(pointsRepository);
  await app.register(mediaStorage);
  await app.register(uploads);
  await app.register(authPlugin, { config });
  await app.register(secretBoxPlugin, { config });
  await app.register(loginGuardPlugin, { config });
  await app.register(communicationsPlugin);
  await app.register(accessPlugin);
  await app.register(auditLogRepository);
  // Records every successful back-office write, by each route's config.audit.
  await app.register(auditPlugin);
  await app.register(integrationsPlugin);
  await app.register(releasesPlugin);
  await app.register(releaseWatcherPlugin);
  await app.register(pointsLifecyclePlugin);
  await app.register(campaignsPlugin);
  await app.register(importsPlugin);
  await app.register(bulkActionsPlugin);
  await app.register(rateLimitPlugin);
  // Before the routes: each operation's statuses and id, then the OpenAPI document that collects them.
  await app.register(operationContract);
  await app.register(openapiPlugin);
  await app.register(autoload, {
    dir: ROUTES_DIR,
    options: { prefix: '/api/v1' },
    ignorePattern: /\.test\.ts$/,
  });
  return app;
}
