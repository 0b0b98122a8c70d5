import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The operator CLI run as its own process, as an operator (or CI) runs it.

export const freshRoot = () => mkdtemp(path.join(os.tmpdir(), 'registry-cli-'));
export const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/;

const cliPath = path.join(import.meta.dirname, '..', 'cli.ts');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The operator CLI as its own process; `actor` sets REGISTRY_ACTOR, undefined leaves it unset;
 * `extraEnv` adds variables.
 */
export function cli(
  root: string,
  args: string[],
  actor?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Run> {
  const env = { ...process.env, ...extraEnv };
  delete env.REGISTRY_ACTOR;
  if (actor) env.REGISTRY_ACTOR = actor;
  const child = spawn(process.execPath, [cliPath, ...args, '--root', root], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function cliOk(root: string, args: string[], actor?: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const run = await cli(root, args, actor, extraEnv);
  assert.equal(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}
