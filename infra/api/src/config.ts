/**
 * The API's whole configuration: one schema of the environment variables it reads, validated with
 * env-schema (the synchronous core of @fastify/env) because buildApp needs the values before the
 * Fastify instance exists (logger level, trustProxy). Nothing else reads `process.env`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { type Static, Type } from 'typebox';
import { describeConfigErrors } from './config-errors.ts';
import { checkObservability, ObservabilityProperties } from './config-observability.ts';
import { parseTrustedProxies } from './domain/client-address.ts';
import { parseAesKey } from './services/secret-box.ts';

/** Below this many characters an HS256 secret can be guessed offline from one token. */
const MIN_SECRET_LENGTH = 32;

/** Root of the repository (infra/api/src → ../../..; infra/api/dist → ../../..). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const positive = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });

export const ConfigSchema = Type.Object(
  {
    NODE_ENV: Type.String({
      default: 'development',
      description: '`production` requires JWT_SECRET',
    }),
    PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 3001, description: 'HTTP port (server.ts)' }),
    HOST: Type.String({ default: '127.0.0.1', description: 'interface server.ts listens on' }),
    SHUTDOWN_TIMEOUT_MS: positive(10_000, 'SIGTERM drain limit before a forced exit'),
    DATABASE_URL: Type.Optional(
      Type.String({ description: 'PostgreSQL connection string; unset = embedded PGlite' }),
    ),
    PG_POOL_MAX: positive(10, 'node-postgres pool size'),
    PG_PREPARE: Type.Boolean({
      default: true,
      description:
        'name every parameterised statement (parsed once per connection, and on the PGlite worker thread); 0 behind a pooler in transaction mode that cannot keep them',
    }),
    PGLITE_WORKER: Type.Boolean({
      default: true,
      description:
        "embedded PGlite runs in a worker thread, off the API's event loop (docs/performance.md, API under " +
        'load); 0 = in the same thread',
    }),
    DATA_DIR: Type.String({
      default: path.join(REPO_ROOT, '.data', 'pglite'),
      description: 'PGlite data directory (locked by the running process)',
    }),
    MIGRATIONS_DIR: Type.Optional(Type.String({ description: 'where drizzle/ is looked up; unset = auto' })),
    MEDIA_DIR: Type.String({
      default: path.join(REPO_ROOT, '.data', 'media'),
      description: 'uploaded images, served under /media/',
    }),
    SEED: Type.Boolean({ default: true, description: 'seed demo data into an empty database; 0 = no' }),
    LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      default: 'info',
      description: 'pino level (`silent` by default when NODE_ENV=test)',
    }),
    TRUSTED_PROXIES: Type.String({
      default: 'loopback',
      description:
        'proxies whose X-Forwarded-For is believed: comma-separated addresses, CIDRs or loopback, ' +
        'linklocal, uniquelocal; none = no proxy',
    }),
    PUBLIC_ORIGIN: Type.Optional(
      Type.String({ description: 'origin of pagination links (https://host); unset = relative links' }),
    ),
    JWT_SECRET: Type.Optional(
      Type.String({
        description: 'HS256 secret (≥ 32 characters); unset = generated once and kept in the database',
      }),
    ),
    ACCESS_TTL_SECONDS: positive(15 * 60, 'access token lifetime'),
    REFRESH_TTL_SECONDS: positive(7 * 24 * 60 * 60, 'refresh token lifetime: the idle timeout'),
    SESSION_MAX_DAYS: positive(30, 'absolute session lifetime from the sign-in; refreshing never extends it'),
    LOGIN_RATE_MAX: positive(20, 'failed sign-ins per client address per window'),
    LOGIN_RATE_ACCOUNT_MAX: positive(
      5,
      'failed sign-ins of an email or CPF, per source, before each further attempt waits (doubling from 1 s)',
    ),
    LOGIN_RATE_WINDOW_SECONDS: positive(60, 'window of the per-address limit'),
    LOGIN_DELAY_MAX_SECONDS: positive(900, "longest wait the account's failures impose between two attempts"),
    TOTP_ENCRYPTION_KEY: Type.Optional(
      Type.String({
        description:
          'AES-256 key of the TOTP secrets: 32 bytes as base64 or 64 hex digits; unset = generated once and kept in the database',
      }),
    ),
    FAILURE_REPORT_RATE_MAX: positive(
      30,
      "browsers' remote-failure reports per client address per window (anonymous route)",
    ),
    FAILURE_REPORT_RATE_WINDOW_SECONDS: positive(60, 'remote-failure report rate-limit window'),
    REMOTE_SESSION_RATE_MAX: positive(
      300,
      "browsers' remote-session beacons per client address per failure-report window (anonymous route)",
    ),
    TELEMETRY_SESSION_RATE_MAX: positive(
      60,
      'telemetry session ids issued per client address per failure-report window (anonymous route)',
    ),
    REGISTRY_ROOT: Type.Optional(
      Type.String({
        description: "the remote registry's directory; unset = release routes answer 503, no watcher",
      }),
    ),
    REGISTRY_HOST_PROVIDES: Type.Optional(
      Type.String({
        description:
          "the live host's provides.json (file or http(s) URL) promote and canary check against; " +
          'unset = <repo>/host/dist/provides.json when it exists',
      }),
    ),
    CANARY_WATCH_INTERVAL_MS: Type.Integer({
      minimum: 0,
      default: 10_000,
      description: 'how often the release watcher checks running canaries; 0 disables it',
    }),
    CANARY_WINDOW_MINUTES: positive(60, 'window of the failure rates the watcher compares'),
    CANARY_MIN_SESSIONS: positive(20, 'canary sessions needed before the watcher decides anything'),
    CANARY_MAX_SESSIONS_PER_SOURCE: positive(
      5,
      "sessions one client address contributes to a version's figures per window (the first ones)",
    ),
    CANARY_MIN_SOURCES: positive(
      3,
      'distinct client addresses a rollback needs among failed sessions, and a promotion among sessions',
    ),
    CANARY_MAX_EXCESS: Type.Number({
      minimum: 0,
      maximum: 1,
      default: 0.05,
      description: "roll a canary back when its failure rate exceeds the live version's by more than this",
    }),
    CANARY_PROMOTE_AFTER_MINUTES: Type.Integer({
      minimum: 0,
      default: 0,
      description: 'promote a clean canary after it ran this long; 0 = never automatically',
    }),
    PUSH_PROVIDER: Type.Enum(['outbox', 'webhook'], {
      default: 'outbox',
      description: 'outbox = delivery rows only (the customer app reads them); webhook = POST each batch',
    }),
    PUSH_WEBHOOK_URL: Type.Optional(Type.String({ description: 'http(s) URL; required with webhook' })),
    PUSH_WEBHOOK_TIMEOUT_MS: positive(5000, 'webhook call timeout'),
    PUSH_CONFIRM_ABOVE: Type.Integer({
      minimum: 0,
      default: 100,
      description: 'a push to more customers than this asks the sender to confirm the count first',
    }),
    PUSH_DELIVERY_CHUNK: Type.Integer({
      minimum: 1,
      maximum: 10_000,
      default: 1000,
      description: 'recipients per chunk of a push delivery job (one provider call and one commit each)',
    }),
    PUSH_WAIT_MS: Type.Integer({
      minimum: 0,
      maximum: 60_000,
      default: 10_000,
      description: 'how long a push sent now waits for its delivery job before answering 202 (still sending)',
    }),
    CAMPAIGNS_INTERVAL_MS: Type.Integer({
      minimum: 0,
      default: 3_600_000,
      description:
        'how often the automatic campaigns run; 0 = never (each customer still once per occurrence)',
    }),
    SCHEDULER_INTERVAL_MS: Type.Integer({
      minimum: 0,
      default: 5000,
      description: 'how often due scheduled notifications are sent; 0 disables the loop',
    }),
    ERP_BASE_URL: Type.Optional(
      Type.String({ description: 'ERP base URL: seeded config, and the one server.ts points it at' }),
    ),
    ERP_TIMEOUT_MS: positive(10_000, 'per-request timeout towards the ERP'),
    ERP_MAX_ATTEMPTS: Type.Integer({
      minimum: 1,
      maximum: 10,
      default: 3,
      description: 'attempts per request',
    }),
    ERP_RETRY_BASE_MS: Type.Integer({
      minimum: 0,
      default: 500,
      description: 'backoff before the 2nd attempt',
    }),
    ERP_SCHEDULED_SYNC: Type.Boolean({
      default: false,
      description: 'start each active ERP task once it is due (next_run = last_run + interval_minutes)',
    }),
    JOBS_LEASE_SECONDS: positive(
      20,
      "a running job's claim, renewed every third of it while the job lives; a job whose instance " +
        'died is taken over once it expires',
    ),
    JOBS_POLL_INTERVAL_MS: positive(
      1000,
      'how often each instance fires due schedules and claims due jobs (and expired ones)',
    ),
    JOBS_CONCURRENCY: positive(4, 'jobs one instance runs at a time'),
    POINTS_JOBS_INTERVAL_MS: Type.Integer({
      minimum: 0,
      default: 600_000,
      description: 'how often pending points are released and expired points written off; 0 = never',
    }),
    POINTS_REMINDER_INTERVAL_MS: positive(
      86_400_000,
      'how often customers with points about to expire are reminded (each batch once)',
    ),
    ...ObservabilityProperties,
  },
  { additionalProperties: false },
);

export type AppConfig = Static<typeof ConfigSchema>;

/** Values as the environment gives them: strings, or anything already typed (overrides). */
export type ConfigSource = Readonly<Record<string, string | undefined>>;

const BOOLEAN_VARIABLES = Object.entries(ConfigSchema.properties)
  .filter(([, schema]) => 'type' in schema && schema.type === 'boolean')
  .map(([name]) => name);

/** An empty variable counts as unset (compose files pass `VAR=` for "use the default"). */
function fromEnvironment(env: ConfigSource): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') values[name] = value;
  }
  // SEED=0 has always meant "do not seed" (and PG_PREPARE=0, PGLITE_WORKER=1…); the validator only
  // coerces true/false.
  for (const name of BOOLEAN_VARIABLES) {
    if (values[name] === '0' || values[name] === '1') values[name] = values[name] === '1';
  }
  return values;
}

/**
 * A secret given must be long in every mode; production must be given one (an operator manages
 * and rotates it). Elsewhere an unset secret is generated on the first start (services/jwt-secret.ts).
 */
function checkJwtSecret(config: AppConfig): void {
  const secret = config.JWT_SECRET;
  const tooShort = secret !== undefined && secret.length < MIN_SECRET_LENGTH;
  if (tooShort || (config.NODE_ENV === 'production' && secret === undefined)) {
    throw new Error(
      'JWT_SECRET ausente, padrão ou curto demais (mínimo 32 caracteres): defina um segredo forte em produção.',
    );
  }
}

/** The live host's build beside the API (the local stack); a deployment names its web tier's URL. */
const LOCAL_HOST_PROVIDES = path.join(REPO_ROOT, 'host', 'dist', 'provides.json');

function defaultHostProvides(config: AppConfig): void {
  if (config.REGISTRY_HOST_PROVIDES === undefined && existsSync(LOCAL_HOST_PROVIDES))
    config.REGISTRY_HOST_PROVIDES = LOCAL_HOST_PROVIDES;
}

/** Pagination links are built on this origin: scheme and host only, nothing a request can change. */
function checkPublicOrigin(config: AppConfig): void {
  if (config.PUBLIC_ORIGIN === undefined) return;
  const url = URL.parse(config.PUBLIC_ORIGIN);
  const isOrigin = url && (url.protocol === 'http:' || url.protocol === 'https:');
  if (!isOrigin || url.origin !== config.PUBLIC_ORIGIN.replace(/\/$/, '')) {
    throw new Error('PUBLIC_ORIGIN deve ser só esquema e host, como https://fidelidade.exemplo.com.br.');
  }
}

function checkTrustedProxies(config: AppConfig): void {
  if (parseTrustedProxies(config.TRUSTED_PROXIES) === null) {
    throw new Error(
      'TRUSTED_PROXIES deve listar endereços IP, redes CIDR ou loopback, linklocal, uniquelocal (ou none).',
    );
  }
}

/** TOTP_ENCRYPTION_KEY, when given, must be exactly an AES-256 key (services/secret-box.ts). */
function checkTotpKey(config: AppConfig): void {
  if (config.TOTP_ENCRYPTION_KEY !== undefined && parseAesKey(config.TOTP_ENCRYPTION_KEY) === null) {
    throw new Error(
      'TOTP_ENCRYPTION_KEY deve ter 32 bytes: 64 dígitos hexadecimais ou 44 caracteres base64.',
    );
  }
}

function checkPushWebhook(config: AppConfig): void {
  if (config.PUSH_PROVIDER !== 'webhook') return;
  const url = URL.parse(config.PUSH_WEBHOOK_URL?.trim() ?? '');
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error('PUSH_PROVIDER=webhook exige PUSH_WEBHOOK_URL (http ou https).');
  }
}

/**
 * Validates `env` (server.ts and the CLIs pass `process.env`; buildApp passes nothing) with
 * `overrides` on top (tests), fills the defaults and coerces numbers; throws one pt-BR message
 * naming every bad variable.
 */
export function loadConfig(env: ConfigSource = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const values = fromEnvironment(env);
  const nodeEnv = overrides.NODE_ENV ?? values.NODE_ENV;
  const derived = { LOG_LEVEL: nodeEnv === 'test' ? 'silent' : 'info' };
  let config: AppConfig;
  try {
    config = envSchema<AppConfig>({ schema: ConfigSchema, data: [derived, values, overrides], env: false });
  } catch (err) {
    throw new Error(`Configuração inválida: ${describeConfigErrors(err)}`);
  }
  checkJwtSecret(config);
  checkPublicOrigin(config);
  checkTrustedProxies(config);
  checkTotpKey(config);
  checkPushWebhook(config);
  checkObservability(config);
  defaultHostProvides(config);
  return config;
}
