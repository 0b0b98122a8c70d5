/**
 * PGlite's backups while the API runs (docs/operations.md, "Backups"): the running process owns
 * the data directory (db/lock.ts), so the backup CLI asks it, over a Unix socket beside the
 * directory (`<DATA_DIR>.sock`, owner-only like the data itself), for a consistent snapshot
 * (db/pglite-snapshot.ts) and receives it as the answer to `POST /snapshot`. Nothing listens on a
 * TCP port for this: whoever may use the socket may already read the data directory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const controlSocketPath = (dataDir: string) => `${dataDir}.sock`;

export interface ControlSocket {
  close(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export async function startControlSocket(
  dataDir: string,
  snapshot: (file: string) => Promise<void>,
  log: Log,
): Promise<ControlSocket> {
  const socketPath = controlSocketPath(dataDir);
  // This process holds the data directory's lock: a socket file left there is a dead process's.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    const file = path.join(path.dirname(dataDir), `.snapshot-${randomBytes(6).toString('hex')}.tar.gz`);
    const started = Date.now();
    snapshot(file)
      .then(async () => {
        const size = fs.statSync(file).size;
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(size) });
        await pipeline(fs.createReadStream(file), res);
        log.info({ bytes: size, ms: Date.now() - started }, 'cópia do banco embutido entregue');
      })
      .catch((err: unknown) => {
        log.error({ err }, 'falha ao copiar o banco embutido');
        if (!res.headersSent) res.writeHead(500).end(String((err as Error).message));
        else res.destroy();
      })
      .finally(() => fs.rmSync(file, { force: true }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
