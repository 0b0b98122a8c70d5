import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Runs the production nginx config for real (Debian's nginx, on loopback) with the container paths
// mapped to a temporary folder and the API replaced by a stand-in at the HTTP boundary.
const here = import.meta.dirname;
export const MEDIA_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** What a source map holds: the sources, which must not leave the server. */
export const SOURCE_MAP = '{"version":3,"sources":["webpack://fidelidade/./src/segredo.tsx"]}';

/**
 * One API instance as nginx sees it: echoes the request it received (`/api/*`, `/media/echo`: method,
 * URL, headers, size, and a small body as text) and says which instance it is; refuses a JSON body
 * announced over 1 MiB at once with 413 and a closed connection (what Fastify does); serves /media/
 * images; `/api/v1/drop` reads the request and drops the connection without answering (a crash).
 */
function startFakeApi(name: string, hits: string[]): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    const json = (status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'x-from-upstream': '1',
        'x-api-instance': name,
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/api/v1/drop') {
      request.resume();
      return void request.on('end', () => request.socket.destroy());
    }
    if (request.url?.startsWith('/media/') && request.url !== '/media/echo') {
      response.writeHead(200, { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
      return void response.end(MEDIA_BYTES);
    }
    const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
    if (!multipart && Number(request.headers['content-length'] ?? 0) > 1024 * 1024) {
      return void json(
        413,
        { detail: 'O corpo da requisição excede o tamanho máximo permitido.' },
        { connection: 'close' },
      );
    }
    let bytes = 0;
    const small: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= 64 * 1024) small.push(chunk);
    });
    // A small body comes back as text (what the API would have parsed).
    const text = () => (bytes <= 64 * 1024 ? Buffer.concat(small).toString('utf8') : null);
    request.on('end', () =>
      json(200, { url: request.url, method: request.method, headers: request.headers, bytes, body: text() }),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startNginx() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    writeFileSync(path.join(work, file), content);
  };
  // The two instances of compose.yaml (api-1, api-2), each a fake on its own loopback port.
  const instances = await Promise.all(
    ['api-1', 'api-2'].map(async (name) => {
      const hits: string[] = [];
      const server = await startFakeApi(name, hits);
      const kill = () => {
        server.closeAllConnections();
        server.close();
      };
      return { name, hits, server, port: (server.address() as AddressInfo).port, kill };
    }),
  );
  const port = await freePort();
  write('srv/host/index.html', '<html>host</html>');
  write('srv/host/main.js', 'main');
  write('srv/registry/manifest.json', '{"remotes":{}}');
  write('srv/registry/registry.json', '{"private":true}');
  write('srv/registry/dashboard/1.0.0-abc/remoteEntry.js', 'entry');
  write('srv/registry/dashboard/1.0.0-abc/394.08c49e9530.js', 'chunk');
  // Source maps where a build or an older publish would leave them: none may be served.
  for (const file of [
    'srv/host/main.js.map',
    'srv/host/startup-app.0123456789.js.map',
    'srv/registry/dashboard/1.0.0-abc/remoteEntry.js.map',
    'srv/registry/dashboard/1.0.0-abc/394.08c49e9530.js.map',
    'srv/registry/.sourcemaps/dashboard/1.0.0-abc/remoteEntry.js.map',
  ])
    write(file, SOURCE_MAP);
  write('srv/config/config.json', '{"apiBaseUrl":"/api/v1/"}');
  const site = readFileSync(path.join(here, '../../nginx/fidelidade.conf'), 'utf8')
    .replaceAll('/srv/', `${work}/srv/`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace(/server (api-\d):3001/g, (_line, name: string) => {
      const instance = instances.find((candidate) => candidate.name === name);
      if (!instance) throw new Error(`instância desconhecida no upstream: ${name}`);
      return `server 127.0.0.1:${instance.port}`;
    });
  write(
    'nginx.conf',
    // Workers must read the temporary folder (mode 700): keep them as the test's own user.
    `daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;${process.getuid?.() === 0 ? ' user root;' : ''}
events {}
http { access_log off; client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp;
  fastcgi_temp_path ${work}/tmp; uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  types { text/html html; application/javascript js; application/json json; }
  ${site} }`,
  );
  mkdirSync(path.join(work, 'tmp'));
  const nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'inherit' });
  const close = () => {
    nginx.kill('SIGQUIT');
    for (const instance of instances) instance.kill();
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { port, close, instances };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  close();
  throw new Error('nginx não subiu');
}
