import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HostProvides } from './version-contract.ts';
import { unmetRequirements } from './version-contract.ts';

const host: HostProvides = {
  antd: { version: '6.6.8+1a2b3c4d', names: ['Button', 'Card', 'Table'] },
  '@fidelidade/session': { version: '1.0.0+99aa88bb', names: ['formatDate', 'useSession'] },
  react: { version: '19.3.1' },
};

test('a build importing names the host provides, on the same majors, is satisfied', () => {
  assert.deepEqual(
    unmetRequirements(host, {
      antd: { version: '6.6.8+00000000', names: ['Button'] },
      react: { version: '19.0.0' },
    }),
    [],
  );
});

test('each unmet module is named with what is missing', () => {
  assert.deepEqual(
    unmetRequirements(host, {
      antd: { version: '6.6.8+ffffffff', names: ['Button', 'Segmented', 'Mentions'] },
      '@fidelidade/session': { version: '2.0.0+12345678', names: ['formatDate'] },
      zustand: { version: '5.1.0' },
    }),
    [
      'antd: faltam no host ativo: Segmented, Mentions',
      '@fidelidade/session: construída contra 2.0.0+12345678, o host ativo fornece 1.0.0+99aa88bb',
      'zustand: ausente no host ativo',
    ],
  );
});

test('names are not compared for a whole package the host shares without a list', () => {
  assert.deepEqual(unmetRequirements(host, { react: { version: '19.3.1', names: ['useId'] } }), []);
});
