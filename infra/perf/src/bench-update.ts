// Benchmark (not a test): what a returning user downloads after one remote is redeployed with a small
// change, federated against the monolith rebuilt with the same change. Where federation should win.
//   pnpm --filter @fidelidade/perf bench:update -- [--remote tables] [--port 8310] [--skip-build] [--json out.json]
// Builds both variants as bench:web does (infra/perf/dist), then the "after" builds (update-builds.ts),
// serves each variant through the product's gateway against one API, and with ONE Chromium profile per
// variant visits the six screens three times: first visit (cold cache), back with nothing new, and
// back after the update (federated: the changed remote published and promoted in the registry;
// monolith: the changed build served in place of the old one, on the same origin). It counts the app's
// bytes on the wire (wire-recorder.ts) and exits 1 if a figure is missing or the ratio is above 0.20.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildGateway } from '@fidelidade/registry/gateway';
import { promote, publish } from '@fidelidade/registry/registry';
import { screens, startApi } from './browser-session.ts';
import { buildAll } from './builds.ts';
import { buildChanged, changeStamp } from './update-builds.ts';
import { formatReport, type UpdatePhases, updateRatio } from './update-report.ts';
import { type VisitResult, visitAllScreens } from './warm-visit.ts';
import { cachePolicies, problemsOf, summarise } from './wire-summary.ts';

const { values } = parseArgs({
  // pnpm 12 passes a `--` through to the script (`bench:update -- --remote tables`): drop it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    remote: { type: 'string', default: 'tables' },
    port: { type: 'string', default: '8310' },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const port = Number(values.port);
const skipBuild = values['skip-build'];

type Gateway = Awaited<ReturnType<typeof buildGateway>>;

async function serve(hostDist: string, registryRoot: string, apiUrl: string, listenPort: number) {
  const gateway = await buildGateway({ hostDist, registryRoot, apiUrl });
  await gateway.listen({ port: listenPort, host: '127.0.0.1' });
  return gateway;
}

async function main(): Promise<number> {
  const builds = buildAll({ skipBuild });
  const changed = builds.remotes.find(
    (remote) => remote.folder === values.remote || remote.name === values.remote,
  );
  if (!changed) throw new Error(`o remote ${values.remote} não compilou ou não existe`);
  const built = new Set(builds.remotes.map((remote) => remote.name));
  const available = screens.filter((screen) => built.has(screen.remote));
  if (!built.has('dashboard')) throw new Error('o remote dashboard não compilou');
  if (changed.name !== 'dashboard' && !available.some((screen) => screen.remote === changed.name)) {
    throw new Error(`nenhuma tela do menu mostra ${changed.name}`);
  }
  const update = buildChanged(changed, builds.remotes, { skipBuild });

  const work = mkdtempSync(path.join(os.tmpdir(), 'fidelidade-bench-update-'));
  const registryRoot = path.join(work, 'registry');
  for (const remote of builds.remotes) {
    const { version } = await publish(registryRoot, remote.name, remote.dist);
    await promote(registryRoot, remote.name, version);
  }
  const gateways: { federated?: Gateway; monolith?: Gateway } = {};
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    console.log('› API (base demo nova)…');
    api = await startApi(port + 2, path.join(work, 'pglite'));
    const federatedUrl = `http://127.0.0.1:${port}`;
    const monolithUrl = `http://127.0.0.1:${port + 1}`;
    gateways.federated = await serve(builds.hostDist, registryRoot, api.url, port);
    gateways.monolith = await serve(builds.monolithDist, registryRoot, api.url, port + 1);
    const profiles = {
      federated: path.join(work, 'profile-federated'),
      monolith: path.join(work, 'profile-monolith'),
    };
    const visitBoth = async (label: string) => {
      console.log(`› ${label}`);
      return {
        federated: await visitAllScreens(federatedUrl, profiles.federated, available),
        monolith: await visitAllScreens(monolithUrl, profiles.monolith, available),
      };
    };
    const first = await visitBoth('1ª visita (cache frio)');
    const unchanged = await visitBoth('volta sem nada novo no ar');

    console.log(`› atualização de ${changed.folder}: publish + promote no registro; monólito novo no ar`);
    const { version } = await publish(registryRoot, changed.name, update.remoteDist);
    await promote(registryRoot, changed.name, version);
    await gateways.monolith.close();
    gateways.monolith = undefined;
    gateways.monolith = await serve(update.monolithDist, registryRoot, api.url, port + 1);
    const updated = await visitBoth('volta depois da atualização');

    const summary = (pair: { federated: VisitResult; monolith: VisitResult }) => ({
      federated: summarise(pair.federated.entries),
      monolith: summarise(pair.monolith.entries),
    });
    const phases: UpdatePhases = {
      first: summary(first),
      unchanged: summary(unchanged),
      updated: summary(updated),
    };
    const policies = cachePolicies([...first.federated.entries, ...first.monolith.entries]);
    const context = { remote: changed.folder, screens: available.length + 1, policies };
    console.log(`\n${formatReport(phases, context).join('\n')}`);

    const problems = problemsOf({
      ...phases.updated,
      changeSeen: {
        federated: updated.federated.revision === changeStamp,
        monolith: updated.monolith.revision === changeStamp,
      },
    });
    const before = [first.federated, first.monolith, unchanged.federated, unchanged.monolith];
    if (before.some((visit) => visit.revision !== undefined)) {
      problems.push('a mudança já estava no ar antes da atualização (builds misturados?)');
    }
    if (values.json) {
      const output = { remote: changed.folder, version, ratio: updateRatio(phases), phases, problems };
      writeFileSync(values.json, `${JSON.stringify(output, null, 2)}\n`);
    }
    console.log('');
    if (problems.length === 0) {
      console.log(`✔ razão ${updateRatio(phases).toFixed(3)} ≤ 0.20`);
      return 0;
    }
    for (const problem of problems) console.log(`✘ ${problem}`);
    return 1;
  } finally {
    await gateways.federated?.close();
    await gateways.monolith?.close();
    await api?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
