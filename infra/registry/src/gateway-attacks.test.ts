import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, TOO_LARGE_MESSAGE } from './body-limits.ts';
import { MEDIA_BYTES, SMUGGLED, send, startFakeApi, startGateway } from './test/gateway-kit.ts';

// The findings of an outside attack on `npm start`, replayed against a real gateway on loopback in
// front of a stand-in API (test/gateway-kit.ts).
let api: Awaited<ReturnType<typeof startFakeApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const json = { 'content-type': 'application/json' };
const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 0x20);

before(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
after(async () => {
  await gateway.close();
  await api.close();
});

interface Echo {
  headers: Record<string, string | undefined>;
  ip: string;
  next: string;
}

test('spoofed X-Forwarded-*, X-Real-IP and Forwarded never reach the API', async () => {
  const spoofs = [
    { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-forwarded-port': '666' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript', host: 'evil.example' },
    { forwarded: 'for=6.6.6.6;host=evil.example;proto=javascript', 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
  ];
  for (const headers of spoofs) {
    const answer = await send(gateway.port, { path: '/api/v1/echo', headers });
    assert.equal(answer.status, 200);
    const echo = JSON.parse(answer.body) as Echo;
    // One client, one address, whatever it claims: the login limit per IP cannot be dodged.
    assert.equal(echo.ip, '127.0.0.1');
    assert.equal(echo.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(echo.headers['x-forwarded-proto'], 'http');
    assert.equal(echo.headers['x-forwarded-host'], `127.0.0.1:${gateway.port}`);
    for (const name of ['x-real-ip', 'x-forwarded-port', 'forwarded'])
      assert.equal(echo.headers[name], undefined);
    assert.equal(echo.next, `http://127.0.0.1:${gateway.port}/api/v1/echo?page=2`);
  }
  const local = await send(gateway.port, {
    path: '/api/v1/echo',
    headers: { host: `localhost:${gateway.port}` },
  });
  assert.equal((JSON.parse(local.body) as Echo).next, `http://localhost:${gateway.port}/api/v1/echo?page=2`);
});

test('behind TLS: https links on the public host, and HSTS on every answer', async () => {
  const tls = await startGateway(api.url, { behindTls: true, publicHost: 'fidelidade.example.com' });
  try {
    const answer = await send(tls.port, { path: '/api/v1/echo', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal((JSON.parse(answer.body) as Echo).next, 'https://fidelidade.example.com/api/v1/echo?page=2');
    for (const path of [
      '/api/v1/echo',
      '/admin/dashboard',
      '/media/a.png',
      '/nao-existe',
      '/remotes/registry.json',
    ]) {
      const { headers } = await send(tls.port, { path, headers: { accept: 'text/html' } });
      assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', path);
    }
  } finally {
    await tls.close();
  }
  const plain = await send(gateway.port, { path: '/admin/dashboard' });
  assert.equal(plain.headers['strict-transport-security'], undefined);
});

test('Expect: 100-continue goes through; over the limit it is refused before the body is sent', async () => {
  const small = await send(gateway.port, {
    path: '/api/v1/echo',
    headers: json,
    body: Buffer.from('{"a":1}'),
    expectContinue: true,
  });
  assert.deepEqual([small.status, small.continued, small.uploadError], [200, true, null]);
  assert.deepEqual((JSON.parse(small.body) as { body: unknown }).body, { a: 1 });
  const upload = await send(gateway.port, {
    path: '/api/v1/echo',
    headers: multipart,
    body: Buffer.alloc(3 * 1024 * 1024, 0x61),
    expectContinue: true,
  });
  assert.equal(upload.status, 200);
  assert.equal((JSON.parse(upload.body) as { body: { bytes: number } }).body.bytes, 3 * 1024 * 1024);
  const refused = await send(gateway.port, {
    path: '/api/v1/echo',
    headers: json,
    body: sixMegabytes,
    expectContinue: true,
  });
  assert.deepEqual([refused.status, refused.continued], [413, false]);
  assert.deepEqual(JSON.parse(refused.body), { detail: TOO_LARGE_MESSAGE });
});

test('a 6 MB JSON body gets a clean 413 every time, announced or chunked', async () => {
  for (let round = 0; round < 20; round += 1) {
    for (const chunked of [false, true]) {
      const answer = await send(gateway.port, {
        path: '/api/v1/echo',
        headers: json,
        body: sixMegabytes,
        chunked,
      });
      assert.equal(answer.status, 413, `rodada ${round}, chunked ${chunked}`);
      assert.equal(answer.headers['x-from-upstream'], undefined);
      assert.deepEqual(JSON.parse(answer.body), { detail: TOO_LARGE_MESSAGE });
      assert.equal(answer.uploadError, null, `rodada ${round}, chunked ${chunked}`);
    }
  }
});

test('limits: 1 MiB of JSON and a full offer form pass; one byte more is 413; the connection lives on', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const atLimit = Buffer.alloc(JSON_BODY_LIMIT, 0x20);
    atLimit.write('{}');
    assert.equal(
      (await send(gateway.port, { path: '/api/v1/echo', headers: json, body: atLimit, agent })).status,
      200,
    );
    const form = Buffer.alloc(MULTIPART_BODY_LIMIT, 0x61);
    assert.equal(
      (await send(gateway.port, { path: '/api/v1/echo', headers: multipart, body: form, agent })).status,
      200,
    );
    for (const chunked of [false, true]) {
      const over = Buffer.alloc(MULTIPART_BODY_LIMIT + 1, 0x61);
      const answer = await send(gateway.port, {
        path: '/api/v1/echo',
        headers: multipart,
        body: over,
        chunked,
        agent,
      });
      assert.deepEqual([answer.status, answer.uploadError], [413, null]);
      // The rest of the body was drained, not left in the socket: the next request is understood.
      assert.equal((await send(gateway.port, { path: '/api/v1/echo', agent })).status, 200);
    }
    // A browser's failure report: capped at 4 KB here, before the API's own cap.
    const failure = await send(gateway.port, {
      path: '/api/v1/ops/remote-failures/',
      headers: json,
      body: Buffer.alloc(5000, 0x20),
      chunked: true,
    });
    assert.deepEqual(JSON.parse(failure.body), { detail: TOO_LARGE_MESSAGE });
  } finally {
    agent.destroy();
  }
});

test("the API's early answers (401 before reading, its own 413 with close) reach the client intact", async () => {
  const upload = Buffer.alloc(5 * 1024 * 1024, 0x61);
  for (let round = 0; round < 20; round += 1) {
    for (const [path, status] of [
      ['/api/v1/guarded', 401],
      ['/api/v1/refused', 413],
    ] as const) {
      const answer = await send(gateway.port, {
        path,
        headers: multipart,
        body: upload,
        chunked: round % 2 === 1,
      });
      assert.equal(answer.status, status, `${path}, rodada ${round}`);
      assert.equal(answer.headers['x-from-upstream'], '1');
      assert.equal(answer.uploadError, null, `${path}, rodada ${round}`);
    }
  }
});

test('a request hidden in a body never reaches the API as a request (whatever the method and framing)', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE', 'POST']) {
      for (const chunked of [false, true]) {
        for (const connection of [
          'keep-alive',
          'content-length',
          'transfer-encoding',
          'content-length, transfer-encoding',
        ]) {
          const answer = await send(gateway.port, {
            method,
            path: '/api/v1/echo',
            headers: { connection },
            body: SMUGGLED,
            chunked,
            agent,
          });
          assert.ok(answer.status < 500, `${method} ${connection}: ${answer.status}`);
        }
      }
    }
    // A request that follows on the same upstream connection would expose a desynchronised stream.
    assert.equal((await send(gateway.port, { path: '/api/v1/echo', agent })).status, 200);
  } finally {
    agent.destroy();
  }
  assert.equal(api.smuggled(), 0);
});

test('/media/ files are sandboxed, never sniffed, and shown inline under their own name', async () => {
  const answer = await send(gateway.port, { path: '/media/0b9c2f6e-1d7a-4a0e-9f3c-2b8d5e7a1c44.png' });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-type'], 'image/png');
  assert.equal(answer.headers['content-security-policy'], "sandbox; default-src 'none'");
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal(
    answer.headers['content-disposition'],
    'inline; filename="0b9c2f6e-1d7a-4a0e-9f3c-2b8d5e7a1c44.png"',
  );
  assert.equal(answer.body, MEDIA_BYTES.toString());
  // A name that could break out of the quotes is not echoed into the header.
  const odd = await send(gateway.port, { path: '/media/a%22%0d%0aSet-Cookie:x=1.png' });
  assert.equal(odd.headers['content-disposition'], 'inline');
  assert.equal(odd.headers['set-cookie'], undefined);
});

test('an API that is down is a 503 in Portuguese, not a 500', async () => {
  const orphan = await startGateway('http://127.0.0.1:9');
  try {
    const answer = await send(orphan.port, { path: '/api/v1/echo' });
    assert.equal(answer.status, 503);
    assert.match(JSON.parse(answer.body).detail, /API indisponível/);
  } finally {
    await orphan.close();
  }
});
