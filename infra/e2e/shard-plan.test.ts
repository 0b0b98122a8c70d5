import assert from 'node:assert/strict';
import { test } from 'node:test';
import { durationsOf, planShards } from './shard-plan.ts';

test('the times of a run, per location: variants summed, a retry counted once, minutes and ms read', () => {
  const lines = [
    '  ✓  1 tests/look.spec.ts:146:3 › aparência, tema claro (14.9s)',
    '  ✓  2 tests/look.spec.ts:146:3 › aparência, tema escuro (15.1s)',
    '  ✘  3 tests/finish.spec.ts:20:1 › tema escuro (2.7s)',
    '  ✓  4 tests/finish.spec.ts:20:1 › tema escuro (retry #1) (2.1s)',
    '  ✓  5 tests/deploy.spec.ts:34:1 › publicar (1.2m)',
    '  ✓  6 tests/shell.spec.ts:9:1 › menu (812ms)',
    '[WebServer] tests/finish.spec.ts:20:1 › not a result line',
  ];
  assert.deepEqual(durationsOf(lines), {
    'look.spec.ts:146': 30,
    'finish.spec.ts:20': 2.1,
    'deploy.spec.ts:34': 72,
    'shell.spec.ts:9': 0.8,
  });
});

test('longest first onto the lighter shard; an unknown test weighs an average test', () => {
  const locations = new Map([
    ['a.spec.ts:1', 1],
    ['b.spec.ts:1', 1],
    ['c.spec.ts:1', 1],
    ['d.spec.ts:1', 2],
  ]);
  const plan = planShards(locations, { 'a.spec.ts:1': 60, 'b.spec.ts:1': 30, 'c.spec.ts:1': 30 }, 2);
  // d is unknown: two tests of the average (40 s) = 80 s, the heaviest. Then a (60) onto the empty
  // shard, b (30) onto a's (60 < 80), c (30) onto d's (80 < 90): 110 s against 90 s.
  assert.deepEqual(plan, [
    ['c.spec.ts:1', 'd.spec.ts:1'],
    ['a.spec.ts:1', 'b.spec.ts:1'],
  ]);
  assert.deepEqual(planShards(locations, {}, 2).flat().sort(), [...locations.keys()].sort());
});
