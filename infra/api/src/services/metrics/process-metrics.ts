import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, GC, handles, event-loop delay as
 * `nodejs_eventloop_lag_*` seconds) belong to the process, not to an app: created once, however many
 * apps a test process builds, and merged into each app's scrape (app-metrics.ts).
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    // 10 ms resolution: the delay that matters here is tens of milliseconds (docs/performance.md).
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}
