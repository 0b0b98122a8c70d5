import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isValidCpf } from './data.ts';
import { type ErpFixture, startErpFixture } from './server.ts';

let erp: ErpFixture;
before(async () => {
  erp = await startErpFixture();
});
after(() => erp.close());

const get = async (path: string) => {
  const res = await fetch(`${erp.url}${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: test reads of the JSON body
  return { status: res.status, body: (await res.json()) as any };
};

test('deterministic data set: 200 customers with valid, unique CPFs, 500 services, 300 purchases', async () => {
  const again = await startErpFixture();
  try {
    assert.deepEqual(again.dataset, erp.dataset);
  } finally {
    await again.close();
  }
  const { customers, services, purchases } = erp.dataset;
  assert.equal(customers.length, 200);
  assert.equal(services.length, 500);
  assert.equal(purchases.length, 300);
  assert.ok(customers.every((c) => isValidCpf(c.cpf)));
  assert.equal(new Set(customers.map((c) => c.cpf)).size, 200);
  const cpfs = new Set(customers.map((c) => c.cpf));
  assert.ok([...services, ...purchases].every((p) => cpfs.has(p.cpf) && /^\d+\.\d{2}$/.test(p.amount)));
});

test('pages of 50 ordered by updated_at; updated_since is inclusive', async () => {
  const seen: string[] = [];
  let page: number | null = 1;
  while (page !== null) {
    const { body } = await get(`/services?page=${page}`);
    seen.push(...body.results.map((r: { external_id: string }) => r.external_id));
    page = body.next_page;
  }
  assert.equal(seen.length, 500);
  assert.equal(new Set(seen).size, 500);
  const last = erp.dataset.services.at(-1);
  const { body } = await get(`/services?updated_since=${encodeURIComponent(last?.updated_at ?? '')}`);
  assert.ok(body.results.length >= 1);
  assert.equal(body.next_page, null);
  assert.equal((await get('/services?updated_since=ontem')).status, 400);
});

test('control: fail after N pages, malformed records, back to ok', async () => {
  const res = await fetch(`${erp.url}/__control`, {
    method: 'POST',
    body: JSON.stringify({ mode: 'fail', failAfterPages: 1 }),
  });
  assert.equal(res.status, 200);
  assert.equal((await get('/customers?page=1')).status, 200);
  assert.equal((await get('/customers?page=2')).status, 503);
  assert.equal((await get('/health')).status, 503);
  erp.control({ mode: 'malformed' });
  const { body } = await get('/merchandise-purchases?page=1');
  assert.equal(body.results.length, 53);
  erp.control({ mode: 'ok' });
  assert.deepEqual((await get('/health')).body, { status: 'ok' });
  const bad = await fetch(`${erp.url}/__control`, { method: 'POST', body: '{"mode":"x"}' });
  assert.equal(bad.status, 400);
});

test('slow: a client that gives up is not counted as served; every request is logged on arrival', async () => {
  erp.control({ mode: 'slow', delayMs: 400 });
  const from = erp.requestLog.length;
  const before = Date.now();
  await assert.rejects(fetch(`${erp.url}/customers?page=1`, { signal: AbortSignal.timeout(50) }), {
    name: 'TimeoutError',
  });
  assert.equal((await get('/customers?page=1')).status, 200);
  // The abandoned request's delay has ended by now; only the awaited page counts.
  assert.equal(erp.stats.pagesServed, 1);
  erp.control({ mode: 'ok' });
  const logged = erp.requestLog.slice(from);
  assert.deepEqual(
    logged.map((r) => [r.method, r.url]),
    [
      ['GET', '/customers?page=1'],
      ['GET', '/customers?page=1'],
    ],
  );
  assert.ok(logged.every((r) => r.at >= before - 1 && r.at <= Date.now() + 1));
});

test('slow with delayBody: headers and half the body at once, the rest after the delay', async () => {
  erp.control({ mode: 'slow', delayMs: 300, delayBody: true });
  const started = performance.now();
  const res = await fetch(`${erp.url}/services?page=1`);
  assert.equal(res.status, 200);
  assert.ok(performance.now() - started < 250, 'headers before the delay');
  const body = (await res.json()) as { results: unknown[] };
  assert.ok(performance.now() - started >= 295, 'body completed after the delay');
  assert.equal(body.results.length, 50);
  assert.equal(erp.stats.pagesServed, 1);
  // A client that times out mid-body: the page is not counted as served.
  const stalled = await fetch(`${erp.url}/services?page=2`, { signal: AbortSignal.timeout(100) });
  await assert.rejects(stalled.json(), { name: 'TimeoutError' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(erp.stats.pagesServed, 1);
  erp.control({ mode: 'ok' });
});

test('a sale cancelled by external id: status cancelled, updated_at now, seen by the next sync', async () => {
  const own = await startErpFixture({ customers: 5, services: 10, purchases: 5, pageSize: 4 });
  const list = async (path: string, since: string) => {
    const res = await fetch(`${own.url}${path}?updated_since=${encodeURIComponent(since)}&page_size=100`);
    return ((await res.json()) as { results: Array<{ external_id: string; status: string }> }).results;
  };
  const cancel = (body: unknown) =>
    fetch(`${own.url}/__cancel`, { method: 'POST', body: JSON.stringify(body) });
  try {
    assert.ok([...own.dataset.services, ...own.dataset.purchases].every((r) => r.status === 'active'));
    const highWater = own.dataset.services.at(-1)?.updated_at ?? '';
    const target = own.dataset.services[0]?.external_id ?? '';
    const before = Date.now();
    const res = await cancel({ kind: 'services', external_id: target });
    assert.equal(res.status, 200);
    const record = (await res.json()) as { status: string; updated_at: string };
    assert.equal(record.status, 'cancelled');
    assert.ok(Date.parse(record.updated_at) >= before);
    assert.ok(record.updated_at > highWater, 'after every other record');
    // A sync that ended at the old high-water mark sees it again, last in the list's order.
    const seen = await list('/services', highWater);
    assert.equal(seen.at(-1)?.external_id, target);
    assert.equal(seen.at(-1)?.status, 'cancelled');
    // Cancelling again changes nothing.
    const again = (await (await cancel({ kind: 'services', external_id: target })).json()) as typeof record;
    assert.equal(again.updated_at, record.updated_at);

    const purchase = own.dataset.purchases[2]?.external_id ?? '';
    assert.equal(own.cancel('purchases', purchase)?.status, 'cancelled');
    const purchases = await list('/merchandise-purchases', highWater);
    assert.equal(purchases.find((r) => r.external_id === purchase)?.status, 'cancelled');

    assert.equal((await cancel({ kind: 'services', external_id: 'SRV-99999' })).status, 404);
    assert.equal(own.cancel('services', 'SRV-99999'), null);
    assert.equal((await cancel({ kind: 'customers', external_id: target })).status, 400);
    assert.equal((await cancel({ kind: 'services' })).status, 400);
    assert.equal((await fetch(`${own.url}/__cancel`)).status, 405);
    assert.equal(own.stats.requests, 2, 'control requests are not counted');
  } finally {
    await own.close();
  }
});

test('a sale recorded by a test: active, dated as asked, updated now, seen by the next sync', async () => {
  const own = await startErpFixture({ customers: 5, services: 10, purchases: 5, pageSize: 4 });
  const add = (body: unknown) => fetch(`${own.url}/__sales`, { method: 'POST', body: JSON.stringify(body) });
  try {
    const highWater = own.dataset.services.at(-1)?.updated_at ?? '';
    const occurred = '2024-11-26T15:00:00.000Z';
    const before = Date.now();
    const res = await add({ kind: 'services', cpf: '52998224725', amount: '1000.00', occurred_at: occurred });
    assert.equal(res.status, 201);
    const record = (await res.json()) as Record<string, string>;
    assert.deepEqual(
      { ...record, updated_at: undefined },
      {
        external_id: 'SRV-00011',
        cpf: '52998224725',
        amount: '1000.00',
        description: 'Serviço',
        occurred_at: occurred,
        status: 'active',
        updated_at: undefined,
      },
    );
    assert.ok(Date.parse(record.updated_at ?? '') >= before);
    assert.ok((record.updated_at ?? '') > highWater, 'after every other record');
    const seen = await fetch(
      `${own.url}/services?updated_since=${encodeURIComponent(highWater)}&page_size=100`,
    );
    const results = ((await seen.json()) as { results: Array<{ external_id: string }> }).results;
    assert.equal(results.at(-1)?.external_id, 'SRV-00011');

    const named = await add({
      kind: 'purchases',
      cpf: '52998224725',
      amount: '80.50',
      occurred_at: occurred,
      description: 'Jogo de tapetes',
      dealership_ref: 'PAULISTA_VEIC',
      external_id: 'MER-TESTE-1',
    });
    assert.equal(named.status, 201);
    assert.equal(own.dataset.purchases.at(-1)?.dealership_ref, 'PAULISTA_VEIC');
    assert.equal(
      (
        await add({
          kind: 'purchases',
          cpf: '52998224725',
          amount: '1.00',
          occurred_at: occurred,
          external_id: 'MER-TESTE-1',
        })
      ).status,
      409,
    );
    // A recorded sale can be cancelled like any other.
    assert.equal(own.cancel('purchases', 'MER-TESTE-1')?.status, 'cancelled');
    assert.equal(
      (await add({ kind: 'customers', cpf: '52998224725', amount: '1.00', occurred_at: occurred })).status,
      400,
    );
    assert.equal(
      (await add({ kind: 'services', cpf: '123', amount: '1.00', occurred_at: occurred })).status,
      400,
    );
    assert.equal(
      (await add({ kind: 'services', cpf: '52998224725', amount: '1', occurred_at: occurred })).status,
      400,
    );
    assert.equal(
      (await add({ kind: 'services', cpf: '52998224725', amount: '1.00', occurred_at: 'ontem' })).status,
      400,
    );
    assert.equal((await fetch(`${own.url}/__sales`)).status, 405);
    assert.equal(own.stats.requests, 1, 'control requests are not counted');
  } finally {
    await own.close();
  }
});

test('a customer registered by a test: seen by the next sync with its birth date; bad or repeated ones refused', async () => {
  const own = await startErpFixture({ customers: 5, services: 2, purchases: 2, pageSize: 4 });
  const add = (body: unknown) =>
    fetch(`${own.url}/__customers`, { method: 'POST', body: JSON.stringify(body) });
  try {
    const highWater = own.dataset.customers.at(-1)?.updated_at ?? '';
    const res = await add({ cpf: '52998224725', full_name: 'Aniversariante', birth_date: '1990-11-27' });
    assert.equal(res.status, 201);
    const record = (await res.json()) as Record<string, string>;
    assert.equal(record.birth_date, '1990-11-27');
    assert.ok((record.updated_at ?? '') > highWater, 'after every other customer');
    const seen = await fetch(
      `${own.url}/customers?updated_since=${encodeURIComponent(highWater)}&page_size=100`,
    );
    const results = ((await seen.json()) as { results: Array<{ cpf: string }> }).results;
    assert.equal(results.at(-1)?.cpf, '52998224725', 'the newest the sync reads');
    assert.equal((await add({ cpf: '52998224725', full_name: 'De novo' })).status, 409);
    assert.equal((await add({ cpf: '123', full_name: 'Curto' })).status, 400);
    assert.equal((await add({ cpf: '11144477735', full_name: 'X', birth_date: '27/11/1990' })).status, 400);
  } finally {
    await own.close();
  }
});
