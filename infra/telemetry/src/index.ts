export { incomingTraceId, isTraceId, newTraceId, traceparentTraceId } from './trace-ids.ts';
export { createTracing, type StartedSpan, type Tracing, type TracingOptions } from './tracing.ts';
