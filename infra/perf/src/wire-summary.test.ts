import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachePolicies, problemsOf, summarise, type WireEntry } from './wire-summary.ts';

const origin = 'http://127.0.0.1:8310';
const entry = (pathname: string, fields: Partial<WireEntry> = {}): WireEntry => ({
  url: `${origin}${pathname}`,
  status: 200,
  fromCache: false,
  bytes: 1000,
  cacheControl: '',
  ...fields,
});

describe('summarise', () => {
  const entries = [
    entry('/admin/dashboard', { status: 304, bytes: 250, cacheControl: 'no-cache' }),
    entry('/main.js', { bytes: 90_000, cacheControl: 'no-cache' }),
    entry('/123.0123456789.js', { fromCache: true, bytes: 0 }),
    entry('/remotes/tables/1.0.0-abc/remoteEntry.js', { bytes: 9_000 }),
    entry('/api/v1/stats/?x=1', { bytes: 4_000 }),
    entry('/media/a.png', { bytes: 7_000 }),
    entry('/broken.js', { status: 0, bytes: 0 }),
  ];
  const summary = summarise(entries);

  it('counts app files apart from API answers and media', () => {
    assert.equal(summary.appBytes, 250 + 90_000 + 9_000);
    assert.equal(summary.dataBytes, 11_000);
  });

  it('lists downloads largest first; a 304 costs its headers but is not a download', () => {
    assert.deepEqual(
      summary.downloaded.map((file) => file.path),
      ['/main.js', '/remotes/tables/1.0.0-abc/remoteEntry.js'],
    );
    assert.equal(summary.revalidated, 1);
    assert.equal(summary.fromCache, 1);
  });

  it('keeps failed requests, without a query string', () => {
    assert.deepEqual(summary.failed, ['/broken.js']);
  });
});

describe('cachePolicies', () => {
  it('groups hashed files and names the others by file', () => {
    const policies = cachePolicies([
      entry('/1.0123456789.js', { cacheControl: 'public, max-age=31536000, immutable' }),
      entry('/2.abcdef0123.js', { cacheControl: 'other' }),
      entry('/remotes/manifest.json', { cacheControl: 'no-cache' }),
      entry('/admin/dashboard', { cacheControl: 'no-cache' }),
      entry('/api/v1/me/', { cacheControl: 'private' }),
      entry('/x.js'),
    ]);
    assert.deepEqual(Object.fromEntries(policies), {
      'arquivos com hash': 'public, max-age=31536000, immutable',
      'manifest.json': 'no-cache',
      'página /admin/dashboard': 'no-cache',
    });
  });
});

describe('problemsOf', () => {
  const summary = (appBytes: number, failed: string[] = []) => ({
    ...summarise([]),
    appBytes,
    failed,
  });
  const seen = { federated: true, monolith: true };

  it('passes at a fifth or less', () => {
    assert.deepEqual(problemsOf({ federated: summary(20), monolith: summary(100), changeSeen: seen }), []);
  });

  it('fails above a fifth and says the ratio', () => {
    assert.deepEqual(problemsOf({ federated: summary(21), monolith: summary(100), changeSeen: seen }), [
      'razão 0.21 acima da meta de 0.20',
    ]);
  });

  it('fails when a measurement is missing or the change never reached the page', () => {
    assert.equal(problemsOf({ federated: summary(1), changeSeen: seen }).length, 1);
    assert.deepEqual(
      problemsOf({
        federated: summary(1, ['/x.js']),
        monolith: summary(0),
        changeSeen: { federated: false, monolith: true },
      }),
      [
        'federado: requisições falharam (/x.js)',
        'federado: a mudança publicada não chegou à página',
        'monólito: nenhum byte medido depois da atualização',
      ],
    );
  });
});
