/** What a log line carries that the readable format shows (the rest stays in the JSON). */
interface LogLine {
  [key: string]: unknown;
  method?: string;
  url?: string;
  statusCode?: number;
  durationMs?: number;
  userId?: number | null;
}

/** The request-log.ts access line in one readable phrase; any other message as it is. */
export function readableMessage(log: LogLine, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (log.method === undefined || log.url === undefined || log.statusCode === undefined) return message;
  const user = log.userId ? ` usuário ${log.userId}` : '';
  return `${log.method} ${log.url} → ${log.statusCode} (${log.durationMs} ms)${user}`;
}

/**
 * Where the API's log lines go, the Fastify/pino convention: a terminal gets them readable
 * (pino-pretty, a development dependency, in this thread); anything else — a pipe, a file, a
 * container's log — or NODE_ENV=production gets pino's default, one JSON object per line
 * (undefined: no stream of our own).
 */
export async function logStream(
  env: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<{ write(line: string): void } | undefined> {
  if (stdout.isTTY !== true || env.NODE_ENV === 'production') return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,durationMs,userId',
      messageFormat: (log, messageKey) => readableMessage(log, messageKey),
    });
  } catch {
    // Not installed (a production image without development dependencies): JSON lines.
    return undefined;
  }
}
