import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCnpj, generateCpf, isValidCpf } from './documents.ts';
import { createRng } from './prng.ts';

test('generated CPFs carry valid check digits; known values validate', () => {
  const rng = createRng(1);
  for (let i = 0; i < 500; i++) assert.ok(isValidCpf(generateCpf(rng)));
  assert.ok(isValidCpf('52998224725'));
  assert.ok(!isValidCpf('52998224726'));
  assert.ok(!isValidCpf('11111111111'));
});

test('the PRNG is deterministic', () => {
  const a = createRng(42);
  const b = createRng(42);
  assert.deepEqual([a.next(), a.next(), a.int(1, 6)], [b.next(), b.next(), b.int(1, 6)]);
  assert.match(generateCnpj(createRng(7)), /^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
});
