// Pure part of the warm-cache update benchmark (bench-update.ts): what a visit cost on the wire,
// and whether the federated build met its target against the monolith.

/** One request of a visit, as the browser's network layer (CDP) saw it. */
export interface WireEntry {
  url: string;
  /** 0 when no response came (failed request). */
  status: number;
  /** Answered from the HTTP cache without touching the network. */
  fromCache: boolean;
  /** Bytes received for it, headers included (CDP `Network.loadingFinished.encodedDataLength`). */
  bytes: number;
  /** The cache-control the server sent (empty for a cache hit or no header). */
  cacheControl: string;
}

export interface WireFile {
  path: string;
  status: number;
  bytes: number;
}

export interface WireSummary {
  /** The app's own files (HTML, JS, CSS, manifests, config): what a deploy can change. */
  appBytes: number;
  /** API answers and uploaded media: the same data in both variants, reported apart. */
  dataBytes: number;
  fromCache: number;
  /** Requests answered 304: only their headers crossed the wire. */
  revalidated: number;
  /** App files that came with a body (status 200), largest first. */
  downloaded: WireFile[];
  failed: string[];
}

const isData = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/media/');

export function summarise(entries: readonly WireEntry[]): WireSummary {
  const summary: WireSummary = {
    appBytes: 0,
    dataBytes: 0,
    fromCache: 0,
    revalidated: 0,
    downloaded: [],
    failed: [],
  };
  for (const entry of entries) {
    const { pathname } = new URL(entry.url);
    if (entry.status === 0) {
      summary.failed.push(pathname);
      continue;
    }
    if (entry.fromCache) {
      summary.fromCache += 1;
      continue;
    }
    if (isData(pathname)) {
      summary.dataBytes += entry.bytes;
      continue;
    }
    summary.appBytes += entry.bytes;
    if (entry.status === 304) summary.revalidated += 1;
    else summary.downloaded.push({ path: pathname, status: entry.status, bytes: entry.bytes });
  }
  summary.downloaded.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
  return summary;
}

/** The cache-control each kind of app file was sent with (first seen), to show what the gateway does. */
export function cachePolicies(entries: readonly WireEntry[]): Map<string, string> {
  const policies = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.cacheControl) continue;
    const { pathname } = new URL(entry.url);
    if (isData(pathname)) continue;
    const name = pathname.split('/').pop() ?? '';
    const kind = /\.[0-9a-f]{10}\.\w+$/.test(pathname)
      ? 'arquivos com hash'
      : name.includes('.')
        ? name
        : `página ${pathname}`;
    if (!policies.has(kind)) policies.set(kind, entry.cacheControl);
  }
  return policies;
}

export const targetRatio = 0.2;

/** Why the run fails (empty: it passed). A missing figure fails as surely as a missed target. */
export function problemsOf(results: {
  federated?: WireSummary;
  monolith?: WireSummary;
  changeSeen: { federated: boolean; monolith: boolean };
}): string[] {
  const { federated, monolith, changeSeen } = results;
  const problems: string[] = [];
  if (!federated || !monolith) return ['medição ausente: uma das variantes não foi medida'];
  for (const [name, summary] of [
    ['federado', federated],
    ['monólito', monolith],
  ] as const) {
    if (summary.failed.length) problems.push(`${name}: requisições falharam (${summary.failed.join(', ')})`);
  }
  if (!changeSeen.federated) problems.push('federado: a mudança publicada não chegou à página');
  if (!changeSeen.monolith) problems.push('monólito: a mudança publicada não chegou à página');
  if (monolith.appBytes === 0) {
    problems.push('monólito: nenhum byte medido depois da atualização');
    return problems;
  }
  const ratio = federated.appBytes / monolith.appBytes;
  if (ratio > targetRatio) {
    problems.push(`razão ${ratio.toFixed(2)} acima da meta de ${targetRatio.toFixed(2)}`);
  }
  return problems;
}
