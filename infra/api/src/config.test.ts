import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.NODE_ENV, 'development');
    assert.equal(config.PORT, 3001);
    assert.equal(config.HOST, '127.0.0.1');
    assert.equal(config.DATABASE_URL, undefined);
    assert.match(config.DATA_DIR, /\.data[/\\]pglite$/);
    assert.match(config.MEDIA_DIR, /\.data[/\\]media$/);
    assert.equal(config.JWT_SECRET, undefined, 'generated on the first start, never a default');
    assert.equal(config.SESSION_MAX_DAYS, 30);
    assert.equal(config.PUBLIC_ORIGIN, undefined);
    assert.deepEqual([config.ACCESS_TTL_SECONDS, config.REFRESH_TTL_SECONDS], [15 * 60, 7 * 24 * 60 * 60]);
    assert.deepEqual(
      [config.LOGIN_RATE_MAX, config.LOGIN_RATE_ACCOUNT_MAX, config.LOGIN_RATE_WINDOW_SECONDS],
      [20, 5, 60],
    );
    assert.equal(config.SEED, true);
    assert.equal(config.LOG_LEVEL, 'info');
    assert.equal(config.TRUSTED_PROXIES, 'loopback');
    assert.equal(config.PUSH_PROVIDER, 'outbox');
    assert.equal(config.SCHEDULER_INTERVAL_MS, 5000);
    assert.deepEqual(
      [config.ERP_TIMEOUT_MS, config.ERP_MAX_ATTEMPTS, config.ERP_RETRY_BASE_MS, config.ERP_SCHEDULED_SYNC],
      [10_000, 3, 500, false],
    );
    assert.deepEqual(
      [config.JOBS_LEASE_SECONDS, config.JOBS_POLL_INTERVAL_MS, config.JOBS_CONCURRENCY],
      [20, 1000, 4],
    );
    assert.ok(
      config.JOBS_LEASE_SECONDS * 1000 + config.JOBS_POLL_INTERVAL_MS <= 30_000,
      'an interrupted job is taken over within 30 s',
    );
  });

  test('strings from the environment are coerced; empty means unset; unknown variables are dropped', () => {
    const config = loadConfig({
      ACCESS_TTL_SECONDS: '30',
      SCHEDULER_INTERVAL_MS: '0',
      SEED: '0',
      DATA_DIR: '',
      ERP_BASE_URL: '',
      PATH: '/usr/bin',
    });
    assert.equal(config.ACCESS_TTL_SECONDS, 30);
    assert.equal(config.SCHEDULER_INTERVAL_MS, 0);
    assert.equal(config.SEED, false);
    assert.match(config.DATA_DIR, /pglite$/);
    assert.equal(config.ERP_BASE_URL, undefined);
    assert.equal('PATH' in config, false);
    assert.equal(loadConfig({ SEED: 'true' }).SEED, true);
  });

  test('LOG_LEVEL defaults to silent under NODE_ENV=test, from the environment or an override', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).LOG_LEVEL, 'silent');
    assert.equal(loadConfig({}, { NODE_ENV: 'test' }).LOG_LEVEL, 'silent');
    assert.equal(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL, 'debug');
  });

  test('overrides win over the environment and are validated too', () => {
    assert.equal(loadConfig({ PORT: '4000' }, { PORT: 5000 }).PORT, 5000);
    assert.throws(() => loadConfig({}, { LOGIN_RATE_MAX: 0 }), /LOGIN_RATE_MAX deve ser no mínimo 1/);
  });

  test('bad values stop the start with one message naming each variable, never its value', () => {
    let message = '';
    try {
      loadConfig({
        ACCESS_TTL_SECONDS: 'quinze',
        ERP_MAX_ATTEMPTS: '11',
        PUSH_PROVIDER: 'sms',
        SEED: 'talvez',
        JWT_SECRET: 'x'.repeat(40),
      });
    } catch (err) {
      message = err instanceof Error ? err.message : '';
    }
    assert.match(message, /^Configuração inválida: /);
    assert.match(message, /ACCESS_TTL_SECONDS deve ser um número inteiro/);
    assert.match(message, /ERP_MAX_ATTEMPTS deve ser no máximo 10/);
    assert.match(message, /PUSH_PROVIDER deve ser um de: outbox, webhook/);
    assert.match(message, /SEED deve ser true ou false/);
    assert.doesNotMatch(message, /quinze|talvez/);
  });

  test('releases: no registry by default; the watcher and its thresholds', () => {
    const config = loadConfig({});
    assert.equal(config.REGISTRY_ROOT, undefined, 'unset: release routes 503, no watcher');
    assert.deepEqual(
      [
        config.CANARY_WATCH_INTERVAL_MS,
        config.CANARY_WINDOW_MINUTES,
        config.CANARY_MIN_SESSIONS,
        config.CANARY_MAX_EXCESS,
        config.CANARY_PROMOTE_AFTER_MINUTES,
        config.REMOTE_SESSION_RATE_MAX,
      ],
      [10_000, 60, 20, 0.05, 0, 300],
    );
    const set = loadConfig({
      REGISTRY_ROOT: '/srv/registry',
      REGISTRY_HOST_PROVIDES: 'http://web:8080/provides.json',
      CANARY_WATCH_INTERVAL_MS: '0',
      CANARY_MAX_EXCESS: '0.1',
    });
    assert.deepEqual(
      [set.REGISTRY_ROOT, set.REGISTRY_HOST_PROVIDES, set.CANARY_WATCH_INTERVAL_MS, set.CANARY_MAX_EXCESS],
      ['/srv/registry', 'http://web:8080/provides.json', 0, 0.1],
    );
    assert.throws(() => loadConfig({ CANARY_MAX_EXCESS: '2' }), /CANARY_MAX_EXCESS/);
    assert.throws(() => loadConfig({ CANARY_MIN_SESSIONS: '0' }), /CANARY_MIN_SESSIONS/);
  });

  test('webhook push needs an http(s) URL', () => {
    assert.throws(() => loadConfig({ PUSH_PROVIDER: 'webhook' }), /PUSH_WEBHOOK_URL/);
    assert.throws(() => loadConfig({ PUSH_PROVIDER: 'webhook', PUSH_WEBHOOK_URL: 'ftp://x' }), /http/);
    const ok = loadConfig({ PUSH_PROVIDER: 'webhook', PUSH_WEBHOOK_URL: 'https://push.example/hook' });
    assert.equal(ok.PUSH_WEBHOOK_URL, 'https://push.example/hook');
  });

  test('production refuses a missing or short JWT secret; no mode accepts a short one', () => {
    for (const JWT_SECRET of [undefined, '', 'curto-demais']) {
      assert.throws(
        () => loadConfig({ NODE_ENV: 'production', JWT_SECRET }),
        /JWT_SECRET ausente, padrão ou curto demais \(mínimo 32 caracteres\)/,
      );
    }
    assert.throws(() => loadConfig({ JWT_SECRET: 'curto-demais' }), /mínimo 32 caracteres/);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET,
      'x'.repeat(40),
    );
  });

  test('proxies, public origin and login limits are checked', () => {
    assert.equal(
      loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, ::1, uniquelocal' }).TRUSTED_PROXIES.length > 0,
      true,
    );
    for (const TRUSTED_PROXIES of ['1', 'true', '*', '10.0.0.0/33', 'nginx'])
      assert.throws(() => loadConfig({ TRUSTED_PROXIES }), /TRUSTED_PROXIES/, TRUSTED_PROXIES);
    assert.equal(
      loadConfig({ PUBLIC_ORIGIN: 'https://fidelidade.example/' }).PUBLIC_ORIGIN,
      'https://fidelidade.example/',
    );
    for (const PUBLIC_ORIGIN of ['fidelidade.example', 'https://x.example/api', 'javascript:alert(1)'])
      assert.throws(() => loadConfig({ PUBLIC_ORIGIN }), /PUBLIC_ORIGIN/, PUBLIC_ORIGIN);
    for (const TOTP_ENCRYPTION_KEY of ['curta', 'a'.repeat(63), 'z'.repeat(64)])
      assert.throws(() => loadConfig({ TOTP_ENCRYPTION_KEY }), /TOTP_ENCRYPTION_KEY deve ter 32 bytes/);
    assert.equal(loadConfig({ TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }).TOTP_ENCRYPTION_KEY, 'ab'.repeat(32));
  });
});
