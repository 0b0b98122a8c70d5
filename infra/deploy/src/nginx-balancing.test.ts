import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { startNginx } from './test/nginx-harness.ts';

// The production nginx config over two API instances (compose.yaml: api-1, api-2), run for real on
// loopback with a fake at each instance's place (test/nginx-harness.ts). Each test has its own nginx: the
// failures one test provokes must not count against an instance in the next (max_fails).
let nginx: Awaited<ReturnType<typeof startNginx>>;
beforeEach(async () => {
  nginx = await startNginx();
});
afterEach(() => nginx.close());

const request = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${nginx.port}${path}`, init);
const hitsOf = (path: string) =>
  nginx.instances.flatMap((instance) => instance.hits.filter((hit) => hit === path));

test('requests are spread over both instances', async () => {
  const served = new Set<string | null>();
  for (let i = 0; i < 8; i++) {
    const response = await request('/api/v1/echo');
    assert.equal(response.status, 200);
    served.add(response.headers.get('x-api-instance'));
    await response.arrayBuffer();
  }
  assert.deepEqual([...served].sort(), ['api-1', 'api-2']);
});

test('a GET whose instance drops the connection is tried once on the other; a POST is not', async () => {
  const read = await request('/api/v1/drop');
  assert.equal(read.status, 502);
  await read.arrayBuffer();
  assert.equal(hitsOf('GET /api/v1/drop').length, 2, 'proxy_next_upstream_tries 2');
  const write = await request('/api/v1/drop', { method: 'POST', body: '{}' });
  assert.equal(write.status, 502);
  await write.arrayBuffer();
  assert.equal(hitsOf('POST /api/v1/drop').length, 1, 'a write that reached an instance is never repeated');
});

test('with one instance dead, reads and writes are all served by the other', async () => {
  const [dead, live] = nginx.instances;
  assert.ok(dead && live);
  // Both instances have idle keepalive connections from nginx when one dies.
  for (let i = 0; i < 4; i++) await (await request('/api/v1/echo')).arrayBuffer();
  dead.kill();
  for (let i = 0; i < 8; i++) {
    const read = await request('/api/v1/echo');
    assert.deepEqual([read.status, read.headers.get('x-api-instance')], [200, live.name]);
    await read.arrayBuffer();
    // A refused connection carried nothing: nginx passes even a POST on to the next instance.
    const write = await request('/api/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i }),
    });
    assert.deepEqual([write.status, write.headers.get('x-api-instance')], [200, live.name]);
    assert.equal(((await write.json()) as { body: string }).body, JSON.stringify({ i }));
  }
});
