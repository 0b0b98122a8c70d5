import { type IdGenerator, RandomIdGenerator } from '@opentelemetry/sdk-trace';

/**
 * Random ids, except that a root span started inside `withTraceId(id, …)` gets `id` as its trace
 * id: the request id the logs already carry. The SDK asks for a trace id synchronously inside
 * `startSpan`, so the chosen id cannot leak to another span.
 */
export class ChosenTraceIds implements IdGenerator {
  readonly #random = new RandomIdGenerator();
  #next: string | undefined;

  withTraceId<T>(traceId: string | undefined, start: () => T): T {
    this.#next = traceId;
    try {
      return start();
    } finally {
      this.#next = undefined;
    }
  }

  generateTraceId(): string {
    const chosen = this.#next;
    this.#next = undefined;
    return chosen ?? this.#random.generateTraceId();
  }

  generateSpanId(): string {
    return this.#random.generateSpanId();
  }
}
