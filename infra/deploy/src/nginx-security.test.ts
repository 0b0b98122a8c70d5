import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { MEDIA_BYTES, startNginx } from './test/nginx-harness.ts';

// The production nginx config against the attacks found on the local gateway: spoofed forwarding
// headers, Expect: 100-continue, oversized bodies, HSTS and the /media/ sandbox.
let nginx: Awaited<ReturnType<typeof startNginx>>;
before(async () => {
  nginx = await startNginx();
});
after(() => nginx.close());

const TOO_LARGE = { detail: 'O corpo da requisição excede o tamanho máximo permitido.' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  continued: boolean;
}

/** One request on its own connection; the body streamed in chunks (chunked when not announced). */
function send(
  path: string,
  options: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer;
    chunked?: boolean;
    expect?: boolean;
  } = {},
): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { ...options.headers };
  if (options.body && options.chunked) headers['transfer-encoding'] = 'chunked';
  else if (options.body) headers['content-length'] = options.body.length;
  if (options.expect) headers.expect = '100-continue';
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: nginx.port,
      path,
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers,
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new Error(`sem resposta: ${path}`)), 15_000);
    let continued = false;
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          continued,
        });
      });
    });
    const writeBody = () => {
      const body = options.body ?? Buffer.alloc(0);
      for (let offset = 0; offset < body.length; offset += 65_536)
        request.write(body.subarray(offset, offset + 65_536));
      request.end();
    };
    if (options.expect) {
      request.flushHeaders();
      request.on('continue', () => {
        continued = true;
        writeBody();
      });
    } else writeBody();
  });
}

const echoed = (answer: Answer) =>
  JSON.parse(answer.body) as { url: string; headers: Record<string, string | undefined>; bytes: number };

test('HSTS on every answer: pages, files, config, refusals, API answers and errors', async () => {
  for (const path of [
    '/',
    '/admin/dashboard',
    '/remotes/manifest.json',
    '/config.json',
    '/remotes/registry.json',
    '/api/echo',
    '/media/a.png',
  ]) {
    const answer = await send(path);
    assert.equal(answer.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', path);
  }
  const refused = await send('/api/echo', { body: Buffer.alloc(22 * 1024 * 1024) });
  assert.equal(refused.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
});

test('spoofed X-Forwarded-*, X-Real-IP and Forwarded are replaced by what nginx saw', async () => {
  const spoofed = {
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'javascript',
    'x-forwarded-port': '666',
    'x-real-ip': '6.6.6.6',
    forwarded: 'for=6.6.6.6;host=evil.example;proto=javascript',
  };
  for (const path of ['/api/echo?page=2&q=%C3%A9%20x', '/media/echo']) {
    const answer = await send(path, { headers: spoofed });
    assert.equal(echoed(answer).url, path);
    const seen = echoed(answer).headers;
    assert.equal(seen['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen['x-forwarded-proto'], 'http');
    assert.equal(seen['x-forwarded-host'], '127.0.0.1');
    assert.equal(seen.host, '127.0.0.1');
    for (const name of ['x-real-ip', 'x-forwarded-port', 'forwarded'])
      assert.equal(seen[name], undefined, name);
  }
});

test('Expect: 100-continue goes through; a body over the limit is refused before it is sent', async () => {
  const small = await send('/api/echo', {
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{}'),
    expect: true,
  });
  assert.deepEqual([small.status, small.continued, echoed(small).bytes], [200, true, 2]);
  const huge = await send('/api/echo', { body: Buffer.alloc(22 * 1024 * 1024), expect: true });
  assert.deepEqual([huge.status, huge.continued], [413, false]);
  assert.deepEqual(JSON.parse(huge.body), TOO_LARGE);
});

test('bodies over their limit (multipart 21 MiB, JSON 1 MiB) get a JSON 413 in Portuguese, announced or chunked', async () => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  const form = await send('/api/echo', { headers: multipart, body: Buffer.alloc(21 * 1024 * 1024) });
  assert.deepEqual([form.status, echoed(form).bytes], [200, 21 * 1024 * 1024]);
  for (let round = 0; round < 3; round += 1) {
    for (const chunked of [false, true]) {
      const answer = await send('/api/echo', {
        headers: multipart,
        body: Buffer.alloc(21 * 1024 * 1024 + 1),
        chunked,
      });
      assert.equal(answer.status, 413, `chunked ${chunked}`);
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      assert.deepEqual(JSON.parse(answer.body), TOO_LARGE);
    }
  }
  // JSON: the API's 1 MiB, refused by nginx itself (the API would close the connection mid-upload).
  const json = { 'content-type': 'application/json' };
  const atLimit = await send('/api/echo', { headers: json, body: Buffer.alloc(1024 * 1024, 0x20) });
  assert.deepEqual([atLimit.status, echoed(atLimit).bytes], [200, 1024 * 1024]);
  for (let round = 0; round < 10; round += 1) {
    for (const chunked of [false, true]) {
      const answer = await send('/api/echo', {
        headers: json,
        body: Buffer.alloc(6 * 1024 * 1024, 0x20),
        chunked,
      });
      assert.deepEqual(
        [answer.status, JSON.parse(answer.body)],
        [413, TOO_LARGE],
        `rodada ${round}, chunked ${chunked}`,
      );
    }
  }
  const justOver = await send('/api/echo', {
    headers: json,
    body: Buffer.alloc(1024 * 1024 + 1, 0x20),
    expect: true,
  });
  assert.deepEqual([justOver.status, justOver.continued], [413, false]);
});

test('/media/ files are sandboxed, never sniffed, and shown inline under their own name', async () => {
  const answer = await send('/media/0b9c2f6e-1d7a-4a0e-9f3c-2b8d5e7a1c44.png');
  assert.equal(answer.status, 200);
  assert.equal(answer.body, MEDIA_BYTES.toString());
  assert.equal(answer.headers['content-security-policy'], "sandbox; default-src 'none'");
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  assert.equal(
    answer.headers['content-disposition'],
    'inline; filename="0b9c2f6e-1d7a-4a0e-9f3c-2b8d5e7a1c44.png"',
  );
  const odd = await send('/media/a%22%3B%20x.png');
  assert.equal(odd.headers['content-disposition'], 'inline');
  const page = await send('/admin/dashboard');
  assert.equal(page.headers['content-disposition'], undefined);
  assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
});
