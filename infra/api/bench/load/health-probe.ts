import http from 'node:http';
import { Worker } from 'node:worker_threads';
import type { Recorder } from './recorder.ts';

export const HEALTH_OPERATION = 'GET health';
const INTERVAL_MS = 100;

/** One GET on the probe's own agent; resolves with the status once the body is read. */
function getStatus(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    request.once('error', reject);
  });
}

/**
 * GET /api/v1/health/ every 100 ms until the deadline, on a connection of its own (an agent with one
 * keep-alive socket) so it never waits behind the sessions' requests in the client: what it measures
 * is the server's queue. A probe slower than the interval is followed at once by the next one.
 */
export async function probeHealth(base: string, until: number, rec: Recorder) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${base}/api/v1/health/`;
  try {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const status = await getStatus(url, agent);
        rec.record(HEALTH_OPERATION, performance.now() - started);
        if (status !== 200) rec.fail(HEALTH_OPERATION, `status ${status}`);
      } catch (err) {
        rec.fail(HEALTH_OPERATION, String(err));
      }
      const wait = INTERVAL_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  } finally {
    agent.destroy();
  }
}

/** What the probe's thread sends back once its deadline has passed. */
export interface ProbeResult {
  latencies: number[];
  errors: string[];
}

/**
 * The same probe on a thread of its own (health-probe-thread.ts). The one above shares the
 * generator's event loop, so its timings also carry that loop's delay behind the sessions' answers;
 * this one measures the server and the machine only, as a monitor outside the generator would.
 */
export function probeHealthInThread(base: string, until: number, rec: Recorder): Promise<void> {
  const thread = new Worker(new URL('./health-probe-thread.ts', import.meta.url), {
    workerData: { base, until },
  });
  return new Promise((resolve, reject) => {
    thread.once('message', (result: ProbeResult) => {
      for (const ms of result.latencies) rec.record(HEALTH_OPERATION, ms);
      for (const why of result.errors) rec.fail(HEALTH_OPERATION, why);
      resolve();
    });
    thread.once('error', reject);
    thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`probe thread exit ${code}`))));
  });
}
