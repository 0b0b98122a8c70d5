// Builds what is stale and serves the whole product from one origin:
//   node scripts/stack.ts build [--only web|api]      build host, remotes and API when their inputs changed
//   node scripts/stack.ts serve [--port 8080] [--data-dir .data] [--api-port 3001] [--erp-port api+2]
// `serve` publishes every built remote into the local registry, starts the API on the
// embedded database (seeded on first start) and the gateway, then prints where to sign in.
// Without ERP_BASE_URL it also serves the ERP fixture (infra/erp-fixture) for the sync screen.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFromTemplate } from '@fidelidade/api/pglite-template';
import { startErpFixture } from '@fidelidade/erp-fixture';
import { buildGateway } from '@fidelidade/registry/gateway';
import { gatewayTracing } from '@fidelidade/registry/gateway-tracing';
import { promote, publish } from '@fidelidade/registry/registry';
import { repoRoot } from '@fidelidade/registry/workspace-paths';
import { buildStale, remoteApps } from './stack-build.ts';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`API terminou com código ${child.exitCode} durante a inicialização`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API não respondeu em ${url} após ${timeoutMs / 1000} s`);
}

async function serve(options: {
  port: number;
  apiPort: number;
  erpPort: number;
  dataDir: string;
  registryRoot: string;
}) {
  for (const remote of await remoteApps()) {
    if (!existsSync(path.join(remote.dir, 'dist', 'remoteEntry.js'))) {
      // The shell shows its remote-unavailable state for a screen that was never built.
      console.warn(`› remote ${remote.federationName} sem build (dist/remoteEntry.js): não publicado`);
      continue;
    }
    const { version } = await publish(
      options.registryRoot,
      remote.federationName,
      path.join(remote.dir, 'dist'),
    );
    await promote(options.registryRoot, remote.federationName, version);
    console.log(`› remote ${remote.federationName}@${version} publicado`);
  }
  // A first start on the embedded database skips initdb and the migrations: the new database starts
  // as the migrated template. With DATABASE_URL the API never opens the PGlite directory.
  if (!process.env.DATABASE_URL) await startFromTemplate(path.join(options.dataDir, 'pglite'));
  const erp = process.env.ERP_BASE_URL ? null : await startErpFixture({ port: options.erpPort });
  if (erp) console.log(`› ERP de demonstração em ${erp.url}`);
  const api = spawn(process.execPath, [path.join(repoRoot, 'infra/api/dist/server.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(options.apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(options.dataDir, 'pglite'),
      // The operations console and the release watcher act on the registry this stack serves, and
      // check versions against the host build the gateway serves.
      REGISTRY_ROOT: options.registryRoot,
      REGISTRY_HOST_PROVIDES:
        process.env.REGISTRY_HOST_PROVIDES || path.join(repoRoot, 'host/dist/provides.json'),
      ERP_BASE_URL: process.env.ERP_BASE_URL || (erp?.url ?? ''),
    },
  });
  const stop = () => {
    api.kill('SIGTERM');
    void (erp?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`API encerrada (código ${code})`);
    process.exit(code ?? 1);
  });
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  await waitForHealth(`${apiUrl}/api/v1/health/`, api);
  const gateway = await buildGateway({
    hostDist: path.join(repoRoot, 'host/dist'),
    registryRoot: options.registryRoot,
    apiUrl,
    mapsApiKey: process.env.MAPS_API_KEY ?? null,
    // OTLP traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (the API gets the same variable).
    tracing: gatewayTracing(process.env),
  });
  await gateway.listen({ port: options.port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`
Sistema de Fidelidade no ar: http://localhost:${options.port}/auth/login
  Administrador:  admin@fidelidade.com.br / fidelidade-admin-2026
  Concessionária: concessionaria@fidelidade.com.br / fidelidade-conc-2026
  Parceiro:       parceiro@fidelidade.com.br / fidelidade-parc-2026
Ctrl+C encerra.`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      'api-port': { type: 'string', default: process.env.API_PORT ?? '3001' },
      'erp-port': { type: 'string', default: process.env.ERP_PORT },
      'data-dir': { type: 'string', default: path.join(repoRoot, '.data') },
      only: { type: 'string' },
    },
  });
  const dataDir = path.resolve(values['data-dir']);
  if (positionals[0] === 'build') {
    const only = values.only ?? 'all';
    if (only !== 'all' && only !== 'web' && only !== 'api')
      throw new Error(`--only: use web ou api (recebido: ${only})`);
    return buildStale(only);
  }
  if (positionals[0] === 'serve') {
    return serve({
      port: Number(values.port),
      apiPort: Number(values['api-port']),
      erpPort: values['erp-port'] ? Number(values['erp-port']) : Number(values['api-port']) + 2,
      dataDir,
      registryRoot: process.env.REGISTRY_ROOT ?? path.join(dataDir, 'registry'),
    });
  }
  console.log(
    'Uso: node scripts/stack.ts build [--only web|api] | serve [--port 8080] [--api-port 3001] [--erp-port 3003] [--data-dir .data]',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
