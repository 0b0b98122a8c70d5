import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';

// No Docker engine runs here: these checks keep the compose file consistent with the repo.
const deployDir = path.resolve(import.meta.dirname, '..');

interface Service {
  build?: { context: string; dockerfile: string };
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[];
}
const compose = parse(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
};

test('compose has host (web), registry, two API instances and PostgreSQL', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), [
    'api-1',
    'api-2',
    'backup',
    'postgres',
    'registry',
    'web',
  ]);
});

test('the two API instances are the same service, each named in the nginx upstream', () => {
  assert.deepEqual(compose.services['api-2'], compose.services['api-1']);
  const nginx = readFileSync(path.join(deployDir, 'nginx/fidelidade.conf'), 'utf8');
  const upstream = /upstream fidelidade_api \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
  const servers = [...upstream.matchAll(/server ([\w-]+):3001 /g)].map((match) => match[1]);
  assert.deepEqual(servers, ['api-1', 'api-2']);
  assert.deepEqual(compose.services.web?.depends_on, ['api-1', 'api-2']);
  assert.doesNotMatch(
    nginx,
    /proxy_pass http:\/\/(?!fidelidade_api;)/,
    'every proxy_pass goes to the upstream',
  );
});

test('every build points at a Dockerfile that exists', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.build) continue;
    const dockerfile = path.resolve(deployDir, service.build.context, service.build.dockerfile);
    assert.ok(existsSync(dockerfile), `${name}: ${dockerfile}`);
  }
});

test('the API gets PostgreSQL and a required JWT secret, never a default', () => {
  const env = compose.services['api-1']?.environment ?? {};
  assert.match(env.DATABASE_URL ?? '', /^postgres:\/\/.*@postgres:5432\//);
  assert.match(env.JWT_SECRET ?? '', /^\$\{JWT_SECRET:\?/);
});

test('the API believes forwarded headers only from the compose network (nginx)', () => {
  const env = compose.services['api-1']?.environment ?? {};
  assert.equal(env.TRUSTED_PROXIES, 'uniquelocal');
  assert.equal(env.TRUST_PROXY, undefined, 'the old "trust any hop" variable is gone');
});

test('web, registry and API share the registry volume; web mounts it read-only', () => {
  assert.ok(compose.services.web?.volumes?.includes('registry:/srv/registry:ro'));
  assert.ok(compose.services.registry?.volumes?.includes('registry:/srv/registry'));
  assert.ok(
    compose.services['api-1']?.volumes?.includes('registry:/srv/registry'),
    'the API writes releases',
  );
});

test("the API's releases act on that volume and check against the live host's contract", () => {
  const env = compose.services['api-1']?.environment ?? {};
  assert.equal(env.REGISTRY_ROOT, '/srv/registry');
  assert.equal(env.REGISTRY_HOST_PROVIDES, compose.services.registry?.environment?.REGISTRY_HOST_PROVIDES);
});

test('the API and the registry CLI write the shared registry as the same user (node)', () => {
  for (const file of ['Dockerfile.api', 'Dockerfile.registry']) {
    const dockerfile = readFileSync(path.join(deployDir, file), 'utf8');
    assert.match(dockerfile, /chown [^\n]*node:node [^\n]*\/srv\/registry/, file);
    assert.match(dockerfile, /^USER node$/m, file);
  }
});

test('metrics: each API instance on a private port, never published; only web has ports', () => {
  const env = compose.services['api-1']?.environment ?? {};
  assert.equal(String(env.METRICS_PORT), '9464');
  assert.deepEqual(compose.services['api-1']?.expose, ['9464']);
  for (const [name, service] of Object.entries(compose.services))
    if (name !== 'web') assert.equal(service.ports, undefined, `${name} publishes a port`);
  assert.deepEqual(compose.services.web?.ports, ['8080:8080']);
});

test('the Grafana dashboard queries only metrics the API defines', () => {
  const dashboard = JSON.parse(readFileSync(path.join(deployDir, 'grafana/fidelidade-api.json'), 'utf8')) as {
    panels: { title: string; targets?: { expr: string }[] }[];
  };
  const sources = ['app-metrics.ts', 'job-gauges.ts']
    .map((file) => readFileSync(path.join(deployDir, '../api/src/services/metrics', file), 'utf8'))
    .join('\n');
  const defined = new Set([...sources.matchAll(/'(fidelidade_[a-z_]+)'/g)].map((match) => match[1]));
  const suffixes = /_(bucket|count|sum)$/;
  assert.ok(dashboard.panels.length >= 8);
  for (const panel of dashboard.panels) {
    for (const target of panel.targets ?? []) {
      for (const [name] of target.expr.matchAll(/fidelidade_[a-z_]+/g)) {
        assert.ok(defined.has(name) || defined.has(name.replace(suffixes, '')), `${panel.title}: ${name}`);
      }
    }
  }
});

test('backups: the ops profile backs up the database, media and registry the API uses', () => {
  const backup = compose.services.backup;
  const api = compose.services['api-1'];
  assert.equal(backup?.environment?.DATABASE_URL, api?.environment?.DATABASE_URL);
  assert.equal(backup?.environment?.MEDIA_DIR, api?.environment?.MEDIA_DIR);
  assert.equal(backup?.environment?.REGISTRY_ROOT, api?.environment?.REGISTRY_ROOT);
  for (const volume of ['media:/srv/media', 'registry:/srv/registry'])
    assert.ok(backup?.volumes?.includes(volume));
  const dockerfile = readFileSync(path.join(deployDir, 'Dockerfile.registry'), 'utf8');
  assert.match(dockerfile, /postgresql-client/);
  assert.ok(existsSync(path.join(deployDir, '../../scripts/backup.ts')));
});
