import assert from 'node:assert/strict';
import type { OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { SECRETS, SMUGGLED, send, startFakeApi, startGateway } from './test/gateway-kit.ts';

// Bad input against a real gateway on loopback (in front of the stand-in API): whatever the method,
// path, headers and body, the gateway itself never answers 5xx, always answers in time, never lets a
// body reach the API as a request of its own and never serves a file outside its roots or the
// registry's private state. FUZZ_RUNS scales the runs.
const SCALE = Number(process.env.FUZZ_RUNS ?? '1') || 1;

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
before(async () => {
  api = await startFakeApi();
  gateway = await startGateway(api.url);
});
after(async () => {
  await gateway.close();
  await api.close();
});

const prefixes = [
  '/',
  '/api/',
  '/api/v1/',
  '/api/v1/echo',
  '/api/v1/guarded',
  '/api/v1/refused',
  '/media/',
  '/remotes/',
  '/remotes/dashboard/v1/',
  '/remotes/manifest.json',
  '/api/v1/ops/remote-failures/',
  '/admin/',
  '/auth/',
  '/config.json',
  '/index.html',
  '//',
  '/api',
  '/media',
];
const segments = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e%2e%2f',
  '..%2f',
  '%2f',
  '%5c',
  '..%5c',
  '%00',
  '%',
  '%zz',
  '%c0%ae',
  '%c0%af',
  'registry.json',
  '%72egistry.json',
  'registry.json%00.js',
  '.lock',
  '.staging',
  'secret.txt',
  '..%2fsecret.txt',
  'index.html',
  'remoteEntry.js',
  'manifest.json',
  '~',
  '%C3%A9',
  ';x=1',
  '?a=1&b=%00',
  '.',
  '',
  'a'.repeat(5000),
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%252e%252e',
];
const headerValues: Record<string, string[]> = {
  'content-type': [
    'application/json',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'application/json; charset=latin1',
    '*/*',
    'multipart/form-data',
    'x',
  ],
  accept: ['text/html', '*/*', 'application/json', 'image/*'],
  'x-forwarded-for': ['6.6.6.6', 'unknown', ', ,', '::1'],
  'x-forwarded-host': ['evil.example', '', 'a:b:c'],
  'x-forwarded-proto': ['javascript', 'https', 'http, https'],
  forwarded: ['for=6.6.6.6;proto=javascript', 'garbage'],
  'content-encoding': ['gzip', 'br', 'identity', 'x'],
  connection: [
    'close',
    'keep-alive',
    'upgrade',
    'authorization, x-forwarded-for',
    'content-length',
    'transfer-encoding',
  ],
  upgrade: ['websocket', 'h2c'],
  host: ['evil.example', 'localhost', '[::1]', 'a'.repeat(300)],
  range: ['bytes=0-1', 'bytes=-1', 'bytes=99999999-', 'bytes=1-0,2-3'],
  'if-none-match': ['*', '"x"'],
  'accept-encoding': ['br', 'gzip', 'x', '*;q=0'],
  cookie: ['a=b', 'x'.repeat(4000)],
};

const headersArb = fc
  .subarray(Object.keys(headerValues), { maxLength: 6 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.constantFrom(...(headerValues[name] ?? [''])).map((value) => [name, value] as const),
      ),
    ),
  )
  .map((pairs): OutgoingHttpHeaders => Object.fromEntries(pairs));

// Described, not generated as bytes: a failing case then prints as a few words, not megabytes.
const bodyArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc
      .uint8Array({ maxLength: 4096 })
      .map((bytes) => ({ text: Buffer.from(bytes).toString('latin1') })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('{}', '{"a":', 'null', '[1,2', '\u0000', SMUGGLED.toString('latin1'))
      .map((text) => ({ text })),
  },
  { weight: 1, arbitrary: fc.constantFrom(1.5, 6, 22).map((megabytes) => ({ megabytes })) },
);

function bodyOf(spec: { text: string } | { megabytes: number } | undefined): Buffer | undefined {
  if (!spec) return undefined;
  return 'text' in spec ? Buffer.from(spec.text, 'latin1') : Buffer.alloc(spec.megabytes * 1024 * 1024, 0x7b);
}

test('random methods, paths, headers and bodies: no gateway 5xx, hang, smuggled request or file outside the roots', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        'GET',
        'HEAD',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'PROPFIND',
        'SEARCH',
        'PURGE',
      ),
      fc.constantFrom(...prefixes),
      fc.array(fc.constantFrom(...segments), { maxLength: 6 }),
      headersArb,
      bodyArb,
      fc.boolean(),
      fc.boolean(),
      async (method, prefix, parts, headers, bodySpec, chunked, expectContinue) => {
        const path = `${prefix}${parts.join('/')}`;
        const body = bodyOf(bodySpec);
        const answer = await send(gateway.port, {
          method,
          path,
          headers,
          body,
          chunked,
          expectContinue: expectContinue && body !== undefined,
          timeoutMs: 15_000,
        });
        const fromApi = answer.headers['x-from-upstream'] === '1';
        assert.ok(answer.status < 500 || fromApi, `${method} ${path}: ${answer.status} ${answer.body}`);
        assert.ok(
          !answer.body.includes(SECRETS.outsideRoots),
          `${method} ${path} serviu um arquivo fora das raízes`,
        );
        assert.ok(!answer.body.includes(SECRETS.registryState), `${method} ${path} serviu registry.json`);
        assert.equal(answer.uploadError, null, `${method} ${path}`);
      },
    ),
    { numRuns: 200 * SCALE },
  );
  assert.equal(api.smuggled(), 0, 'um corpo chegou à API como requisição');
});

/** Raw bytes on a socket: what Node's HTTP client refuses to send. Resolves with all it got back. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`sem resposta: ${JSON.stringify(request.slice(0, 60))}`));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.end(Buffer.from(request, 'latin1'));
  });
}

test('requests the HTTP parser rejects get a 4xx in Portuguese and a closed connection, never a hang', async () => {
  const malformed = [
    'GET /a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n',
    'FOO / HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET / HTTP/1.1\r\nsem-dois-pontos\r\n\r\n',
    'POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n',
    'POST /api/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  ];
  for (const request of malformed) {
    const response = await rawExchange(gateway.port, request);
    const status = Number(response.slice(9, 12));
    assert.ok(
      status >= 400 && status < 500,
      `${JSON.stringify(request.slice(0, 40))} → ${response.slice(0, 40)}`,
    );
    assert.match(response, /\{"detail":"[^"]+"\}$/);
  }
});
