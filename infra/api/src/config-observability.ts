/**
 * The observability part of the one configuration schema (config.ts spreads these properties into
 * it): the metrics listener and token, and OpenTelemetry's export (docs/operations.md, "Metrics"
 * and "Traces"; docs/security.md, "Metrics, traces and backups").
 */
import { Type } from 'typebox';

/** Shorter than this, a bearer token on an exposed port can be guessed. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

export const ObservabilityProperties = {
  METRICS_PORT: Type.Integer({
    minimum: 0,
    maximum: 65_535,
    default: 0,
    description: 'port of the private listener that serves only GET /metrics; 0 = none',
  }),
  METRICS_HOST: Type.String({
    default: '127.0.0.1',
    description: 'interface of that listener (a private network address in a container)',
  }),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      description: `bearer token (≥ ${MIN_METRICS_TOKEN_LENGTH} characters) that opens GET /metrics on the main port; unset = 404 there`,
    }),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(
    Type.String({
      description: 'OTLP/HTTP collector base URL (spans to <url>/v1/traces); unset = no tracing at all',
    }),
  ),
  OTEL_SERVICE_NAME: Type.String({ default: 'fidelidade-api', description: "the traces' service name" }),
  OTEL_TRACES_SAMPLER_ARG: Type.Number({
    minimum: 0,
    maximum: 1,
    default: 1,
    description: 'share of new traces kept; a request that arrives traced follows its caller',
  }),
};

interface ObservabilityConfig {
  METRICS_TOKEN?: string | undefined;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
}

export function checkObservability(config: ObservabilityConfig): void {
  if (config.METRICS_TOKEN !== undefined && config.METRICS_TOKEN.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN deve ter pelo menos ${MIN_METRICS_TOKEN_LENGTH} caracteres.`);
  }
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined) return;
  const url = URL.parse(endpoint);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT deve ser uma URL http ou https, como http://coletor:4318.');
  }
}
