import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formatReport, type UpdatePhases, updateRatio } from './update-report.ts';
import { summarise } from './wire-summary.ts';

const pair = (federated: number, monolith: number) => ({
  federated: { ...summarise([]), appBytes: federated },
  monolith: { ...summarise([]), appBytes: monolith },
});
const phases: UpdatePhases = {
  first: pair(600 * 1024, 500 * 1024),
  unchanged: pair(10 * 1024, 8 * 1024),
  updated: {
    federated: {
      ...summarise([]),
      appBytes: 20 * 1024,
      revalidated: 12,
      fromCache: 40,
      downloaded: [{ path: '/remotes/tables/v2/remoteEntry.js', status: 200, bytes: 9 * 1024 }],
    },
    monolith: { ...summarise([]), appBytes: 400 * 1024 },
  },
};

it('reports the ratio after the update, the cache policies and each downloaded file', () => {
  assert.equal(updateRatio(phases), 0.05);
  const lines = formatReport(phases, {
    remote: 'tables',
    screens: 6,
    policies: new Map([['remoteEntry.js', 'no-cache']]),
  });
  const updatedRow = lines.find((line) => line.startsWith('volta depois da atualização de tables'));
  assert.match(updatedRow ?? '', /20\.0 KiB\s+400\.0 KiB\s+0\.050$/);
  assert.ok(lines.includes('  remoteEntry.js: no-cache'));
  assert.ok(
    lines.includes(
      'federado: 20.0 KiB em 1 arquivos baixados, 12 revalidados (304, só cabeçalhos), 40 do cache',
    ),
  );
  assert.ok(lines.some((line) => /9\.0 KiB {2}200 {2}\/remotes\/tables\/v2\/remoteEntry\.js$/.test(line)));
});

it('gives no ratio without monolith bytes', () => {
  assert.ok(Number.isNaN(updateRatio({ ...phases, updated: pair(1, 0) })));
});
