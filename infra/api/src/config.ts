import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me';

export interface AppConfig {
  nodeEnv: string;
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory; `null` means an in-memory database (tests). */
  dataDir: string | null;
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  loginRateLimit: { max: number; perAccountMax: number; windowMs: number };
  seed: boolean;
  logLevel: string;
  /** Directory of uploaded images (served under /media/). */
  mediaDir: string;
}

/** Root of the repository (infra/api/src → ../../..; infra/api/dist → ../../..). */
export function repoRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const jwtSecret = env.JWT_SECRET ?? '';
  if (
    nodeEnv === 'production' &&
    (jwtSecret === '' || jwtSecret === DEV_JWT_SECRET || jwtSecret.length < 32)
  ) {
    throw new Error(
      'JWT_SECRET ausente, padrão ou curto demais (mínimo 32 caracteres): defina um segredo forte em produção.',
    );
  }
  return {
    nodeEnv,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot(), '.data', 'pglite'),
    jwtSecret: jwtSecret || DEV_JWT_SECRET,
    accessTtlSeconds: int(env.ACCESS_TTL_SECONDS, 15 * 60),
    refreshTtlSeconds: int(env.REFRESH_TTL_SECONDS, 7 * 24 * 60 * 60),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_MAX, 20),
      perAccountMax: int(env.LOGIN_RATE_ACCOUNT_MAX, 10),
      windowMs: int(env.LOGIN_RATE_WINDOW_SECONDS, 60) * 1000,
    },
    seed: env.SEED !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    mediaDir: env.MEDIA_DIR || path.join(repoRoot(), '.data', 'media'),
  };
}
