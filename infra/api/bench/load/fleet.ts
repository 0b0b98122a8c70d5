import { type LocalGateway, startGateway, startInstances } from '../../src/test/instances.ts';
import { type ServerProcess, startServer, stop, waitReady } from '../../src/test/server-process.ts';

/** The API under load: one process answering directly, or N processes behind the local gateway. */
export interface Fleet {
  /** Where the sessions send their requests. */
  base: string;
  servers: ServerProcess[];
  gateway: LocalGateway | undefined;
  label: string;
}

/** Why `--instances` cannot run here, or null: two processes cannot share the embedded database. */
export function instancesRefusal(instances: number | undefined, databaseUrl: string | undefined) {
  if (instances === undefined) return null;
  if (!Number.isInteger(instances)) return '--instances: informe um número inteiro de 1 a 8.';
  if (!databaseUrl)
    return '--instances exige PostgreSQL (--database-url): o PGlite pertence a um único processo.';
  return null;
}

export async function startFleet(instances: number | undefined, env: Record<string, string>): Promise<Fleet> {
  if (instances === undefined) {
    const server = await startServer(env);
    await waitReady(server);
    return { base: server.url, servers: [server], gateway: undefined, label: '1 process, direct' };
  }
  const servers = await startInstances(instances, env);
  const gateway = await startGateway(servers.map((server) => server.url));
  const label = `${instances} process${instances > 1 ? 'es' : ''} behind the gateway`;
  return { base: gateway.url, servers, gateway, label };
}

/** SIGTERM to every process (each drains, then exits); their exit codes, in order. */
export async function stopFleet(fleet: Fleet): Promise<(number | string)[]> {
  await fleet.gateway?.close();
  for (const server of fleet.servers) server.child.kill('SIGTERM');
  return Promise.all(fleet.servers.map((server) => server.exited));
}

/** Kills whatever is still running (after a failure). */
export async function killFleet(fleet: Fleet | undefined): Promise<void> {
  if (!fleet) return;
  await fleet.gateway?.close();
  await Promise.all(fleet.servers.map((server) => stop(server)));
}
