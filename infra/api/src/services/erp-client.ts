/**
 * HTTP client of the ERP synchronisation contract (README "ERP contract"): one GET per page with a
 * timeout, retried with exponential backoff on transient failures (network errors, timeouts, 5xx,
 * 429), at most `maxAttempts` times.
 */
import type { AppConfig } from '../config.ts';
import type { FetchLike } from './traced-fetch.ts';

export interface ErpClientSettings {
  /** Per-request timeout (ERP_TIMEOUT_MS, default 10000). */
  timeoutMs: number;
  /** Attempts per request, the first included (ERP_MAX_ATTEMPTS, default 3). */
  maxAttempts: number;
  /** Delay before the 2nd attempt; doubled for each further one (ERP_RETRY_BASE_MS, default 500). */
  retryBaseMs: number;
  /** `fetch` itself, or with a span per call when tracing (services/traced-fetch.ts). */
  fetch?: FetchLike | undefined;
}

/** The ERP_* settings of the configuration, as the client uses them. */
export function erpClientSettings(
  config: Pick<AppConfig, 'ERP_TIMEOUT_MS' | 'ERP_MAX_ATTEMPTS' | 'ERP_RETRY_BASE_MS'>,
): ErpClientSettings {
  return {
    timeoutMs: config.ERP_TIMEOUT_MS,
    maxAttempts: config.ERP_MAX_ATTEMPTS,
    retryBaseMs: config.ERP_RETRY_BASE_MS,
  };
}

/** A failure talking to the ERP; `transient` ones were retried. The message is shown in the sync log. */
export class ErpError extends Error {
  override name = 'ErpError';
  readonly transient: boolean;
  readonly statusCode: number | undefined;
  constructor(message: string, transient: boolean, statusCode?: number) {
    super(message);
    this.transient = transient;
    this.statusCode = statusCode;
  }
}

/** The run was aborted (app shutting down); nothing of the current batch is written. */
export class SyncAbortedError extends Error {
  override name = 'SyncAbortedError';
  constructor() {
    super('Sincronização interrompida (servidor encerrando).');
  }
}

export interface ErpPage {
  results: unknown[];
  nextPage: number | null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new SyncAbortedError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new SyncAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

function joinUrl(base: string, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** A fetch or body-read failure that is not ours to abort: a timeout or a network error, both transient. */
function transportError(err: unknown, timeoutMs: number): ErpError {
  const name = (err as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ErpError(`tempo limite de ${timeoutMs} ms excedido`, true);
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return new ErpError(`erro de rede (${cause?.code ?? cause?.message ?? (err as Error).message})`, true);
}

/**
 * One GET with the timeout; throws ErpError (transient or not) or SyncAbortedError. The timeout
 * covers the whole response: a body that stalls after the headers is a timeout too.
 */
async function getOnce(
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
  fetchImpl: FetchLike,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (err) {
    if (signal.aborted) throw new SyncAbortedError();
    throw transportError(err, timeoutMs);
  }
  if (res.status >= 500 || res.status === 429) {
    await res.body?.cancel().catch(() => {});
    throw new ErpError(`HTTP ${res.status}`, true, res.status);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new ErpError(`HTTP ${res.status}`, false, res.status);
  }
  try {
    return await res.json();
  } catch (err) {
    if (signal.aborted) throw new SyncAbortedError();
    // Only a complete body that does not parse is the ERP's fault; a body cut by the timeout or the
    // network is retried like a failure before the headers.
    if (err instanceof SyntaxError) throw new ErpError('resposta não é JSON válido', false, res.status);
    throw transportError(err, timeoutMs);
  }
}

export function createErpClient(baseUrl: string, settings: ErpClientSettings) {
  /** GET with retries; the final error says how many attempts were made. */
  async function get(path: string, query: Record<string, string | undefined>, signal: AbortSignal) {
    const url = joinUrl(baseUrl, path, query);
    for (let attempt = 1; ; attempt++) {
      try {
        return await getOnce(url, settings.timeoutMs, signal, settings.fetch ?? fetch);
      } catch (err) {
        if (!(err instanceof ErpError) || !err.transient || attempt >= settings.maxAttempts) {
          if (err instanceof ErpError) {
            const tries = attempt > 1 ? ` após ${attempt} tentativas` : '';
            throw new ErpError(
              `Falha ao consultar o ERP (GET /${path})${tries}: ${err.message}`,
              err.transient,
              err.statusCode,
            );
          }
          throw err;
        }
        await sleep(settings.retryBaseMs * 2 ** (attempt - 1), signal);
      }
    }
  }

  return {
    /** One page of a resource: `{results: [...], next_page: n | null}`. */
    async page(
      path: string,
      query: { updated_since?: string | undefined; page: number },
      signal: AbortSignal,
    ): Promise<ErpPage> {
      const body = await get(path, { updated_since: query.updated_since, page: String(query.page) }, signal);
      const b = body as { results?: unknown; next_page?: unknown } | null;
      if (!b || typeof b !== 'object' || !Array.isArray(b.results))
        throw new ErpError(`Resposta inválida do ERP (GET /${path}): 'results' ausente`, false);
      const next = b.next_page ?? null;
      if (next !== null && (!Number.isInteger(next) || (next as number) <= query.page))
        throw new ErpError(`Resposta inválida do ERP (GET /${path}): next_page ${String(next)}`, false);
      return { results: b.results, nextPage: next as number | null };
    },
  };
}

export interface ConnectionTest {
  success: boolean;
  status_code?: number;
  message: string;
  elapsed_ms: number;
}

/** One GET {base}/health with the timeout, no retries. */
export async function testConnection(baseUrl: string, timeoutMs: number): Promise<ConnectionTest> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: string;
  try {
    url = joinUrl(baseUrl, 'health');
  } catch {
    return { success: false, message: `URL base inválida: ${baseUrl}`, elapsed_ms: 0 };
  }
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel().catch(() => {});
    return res.ok
      ? {
          success: true,
          status_code: res.status,
          message: 'Conexão estabelecida com sucesso.',
          elapsed_ms: elapsed(),
        }
      : {
          success: false,
          status_code: res.status,
          message: `O ERP respondeu com HTTP ${res.status}.`,
          elapsed_ms: elapsed(),
        };
  } catch (err) {
    const name = (err as Error).name;
    const message =
      name === 'TimeoutError' || name === 'AbortError'
        ? `Tempo limite de conexão excedido (${timeoutMs} ms).`
        : `Falha de conexão: ${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}.`;
    return { success: false, message, elapsed_ms: elapsed() };
  }
}
