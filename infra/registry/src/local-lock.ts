import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Who holds a lock: written into the lock file so a waiting process can tell a dead holder. */
export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  id: string;
}

export interface LockOptions {
  /** How long to wait for a live holder before giving up. */
  waitMs?: number;
  /**
   * Age after which a lock is taken over even if its holder looks alive (another machine sharing
   * the directory, a reused pid). Generous: the lock guards a read-modify-write of two small files.
   */
  staleAfterMs?: number;
}

const pollMs = 25;
// The takeover guard is held for a few system calls; a breaker killed inside it is rare.
const guardStaleAfterMs = 5_000;

interface Found {
  owner?: LockOwner;
  ageMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The lock file appears with its owner already inside (link is atomic), never empty. */
async function tryCreate(file: string, id: string): Promise<boolean> {
  const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), id };
  const draft = `${file}.${id}.tmp`;
  await writeFile(draft, JSON.stringify(owner));
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

async function inspect(file: string): Promise<Found | undefined> {
  let modified: number;
  try {
    modified = (await stat(file)).mtimeMs;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as LockOwner;
    const since = Date.parse(owner.since);
    return { owner, ageMs: Date.now() - (Number.isNaN(since) ? modified : since) };
  } catch {
    // Unreadable (an older lock directory, a truncated file): only its age can tell.
    return { ageMs: Date.now() - modified };
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function isStale(found: Found, staleAfterMs: number) {
  if (found.ageMs > staleAfterMs) return true;
  const owner = found.owner;
  return owner !== undefined && owner.host === os.hostname() && !isAlive(owner.pid);
}

const describe = (found: Found | undefined) =>
  found?.owner
    ? `pid ${found.owner.pid} em ${found.owner.host} desde ${found.owner.since}`
    : 'dono desconhecido';

/**
 * Removes a stale lock. Two waiters may find the same stale lock; the guard makes them take turns
 * and the lock is inspected again under it, so the second one never removes the first one's new lock.
 */
async function breakStale(file: string, id: string, staleAfterMs: number) {
  const guard = `${file}.takeover`;
  if (!(await tryCreate(guard, id))) {
    const other = await inspect(guard);
    if (other && isStale(other, guardStaleAfterMs)) await rm(guard, { force: true });
    return;
  }
  try {
    const found = await inspect(file);
    if (found && isStale(found, staleAfterMs)) {
      console.warn(`Registro: trava abandonada (${describe(found)}) tomada por pid ${process.pid}`);
      await rm(file, { force: true, recursive: true });
    }
  } finally {
    await rm(guard, { force: true });
  }
}

/**
 * Runs `work` holding the lock file. A holder whose process is gone (same machine) or whose lock
 * is older than `staleAfterMs` is taken over, so a killed CLI never blocks the registry for good.
 */
export async function withFileLock<T>(
  file: string,
  work: () => Promise<T>,
  { waitMs = 10_000, staleAfterMs = 5 * 60_000 }: LockOptions = {},
): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  const id = randomUUID();
  const deadline = Date.now() + waitMs;
  while (!(await tryCreate(file, id))) {
    const found = await inspect(file);
    if (found && isStale(found, staleAfterMs)) await breakStale(file, id, staleAfterMs);
    else if (Date.now() > deadline) {
      throw new Error(
        `Registro ocupado: trava ${file} mantida por ${describe(found)}; ` +
          `é tomada quando esse processo terminar ou após ${Math.round(staleAfterMs / 1000)} s`,
      );
    }
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    // Only our own lock: if a slow run was taken over, the new holder keeps its lock.
    if ((await inspect(file))?.owner?.id === id) await rm(file, { force: true });
  }
}
