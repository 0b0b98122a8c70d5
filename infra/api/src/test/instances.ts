import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGateway } from '@fidelidade/registry/gateway';
import type { Tracing } from '@fidelidade/telemetry';
import { type ServerProcess, startServer, stop, waitReady } from './server-process.ts';

/** Several API processes (dist/server.mjs) on one PostgreSQL database, started side by side. */
export async function startInstances(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => startServer(env)));
  try {
    await Promise.all(servers.map((server) => waitReady(server)));
  } catch (error) {
    await Promise.all(servers.map((server) => stop(server)));
    throw error;
  }
  return servers;
}

export interface LocalGateway {
  url: string;
  close: () => Promise<void>;
}

/**
 * The local gateway (@fidelidade/registry) in this process, balancing /api over `apiUrls`: what a
 * browser of the local stack talks to. Its host and registry are empty folders (only /api is used).
 */
export async function startGateway(
  apiUrls: readonly string[],
  tracing: Tracing | null = null,
): Promise<LocalGateway> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fidelidade-gateway-'));
  const hostDist = path.join(base, 'host');
  const registryRoot = path.join(base, 'registry');
  fs.mkdirSync(hostDist);
  fs.mkdirSync(registryRoot);
  fs.writeFileSync(path.join(hostDist, 'index.html'), '<html></html>');
  const app = await buildGateway({ hostDist, registryRoot, apiUrl: apiUrls, logger: false, tracing });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let closed: Promise<void> | undefined;
  // Closing twice (a normal stop, then the cleanup after a failure) closes once.
  const close = async () => {
    await app.close();
    fs.rmSync(base, { recursive: true, force: true });
  };
  return { url, close: () => (closed ??= close()) };
}
