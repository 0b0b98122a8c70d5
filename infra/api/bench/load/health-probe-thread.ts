/**
 * The /health probe on a thread of its own (health-probe.ts, probeHealthInThread): its timings are
 * not delayed by the generator's event loop, busy with the sessions' answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { HEALTH_OPERATION, type ProbeResult, probeHealth } from './health-probe.ts';
import { createRecorder } from './recorder.ts';

const { base, until } = workerData as { base: string; until: number };
const rec = createRecorder();
await probeHealth(base, until, rec);
parentPort?.postMessage({
  latencies: rec.latencies.get(HEALTH_OPERATION) ?? [],
  errors: rec.errors.get(HEALTH_OPERATION) ?? [],
} satisfies ProbeResult);
