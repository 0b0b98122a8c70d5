import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidCpf } from '../domain/cpf.ts';
import { generateCnpj, generateCpf } from './documents.ts';
import { createRng } from './prng.ts';

test('generated CPFs carry valid check digits and follow the seed', () => {
  const rng = createRng(1);
  for (let i = 0; i < 500; i++) assert.ok(isValidCpf(generateCpf(rng)));
  // The demo data set must not change: these are the first CPFs of seed 1 before and after the library.
  const again = createRng(1);
  assert.deepEqual(
    [generateCpf(again), generateCpf(again), generateCpf(again)],
    ['60599267461', '94414214050', '37210457267'],
  );
});

test('the PRNG is deterministic', () => {
  const a = createRng(42);
  const b = createRng(42);
  assert.deepEqual([a.next(), a.next(), a.int(1, 6)], [b.next(), b.next(), b.int(1, 6)]);
  assert.match(generateCnpj(createRng(7)), /^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
});
