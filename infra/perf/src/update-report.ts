// The printed report of the warm-cache update benchmark (bench-update.ts): pure, so it is tested.
import type { WireSummary } from './wire-summary.ts';

export interface VariantPair {
  federated: WireSummary;
  monolith: WireSummary;
}

/** The visits in order: first (cold cache), back with nothing deployed, back after the update. */
export interface UpdatePhases {
  first: VariantPair;
  unchanged: VariantPair;
  updated: VariantPair;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratioOf = (pair: VariantPair) =>
  pair.monolith.appBytes ? pair.federated.appBytes / pair.monolith.appBytes : Number.NaN;

export const updateRatio = (phases: UpdatePhases) => ratioOf(phases.updated);

function fileLines(name: string, summary: WireSummary): string[] {
  return [
    `${name}: ${kib(summary.appBytes)} em ${summary.downloaded.length} arquivos baixados, ` +
      `${summary.revalidated} revalidados (304, só cabeçalhos), ${summary.fromCache} do cache`,
    ...summary.downloaded.map(
      (file) => `  ${kib(file.bytes).padStart(11)}  ${String(file.status).padEnd(3)}  ${file.path}`,
    ),
  ];
}

export function formatReport(
  phases: UpdatePhases,
  context: { remote: string; screens: number; policies: Map<string, string> },
): string[] {
  const rows: [string, VariantPair][] = [
    ['1ª visita (cache frio)', phases.first],
    ['volta sem nada novo no ar', phases.unchanged],
    [`volta depois da atualização de ${context.remote}`, phases.updated],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const { updated } = phases;
  return [
    `bytes no fio dos arquivos do app (sem /api e /media), ${context.screens} telas, um perfil de ` +
      'Chromium por variante que guarda o cache HTTP entre as visitas',
    '',
    `${'visita'.padEnd(width)}  ${'federado'.padStart(12)}  ${'monólito'.padStart(12)}  razão`,
    ...rows.map(
      ([label, pair]) =>
        `${label.padEnd(width)}  ${kib(pair.federated.appBytes).padStart(12)}  ` +
        `${kib(pair.monolith.appBytes).padStart(12)}  ${ratioOf(pair).toFixed(3)}`,
    ),
    '',
    `dados da API na volta depois da atualização (iguais nas duas variantes, fora da razão): ` +
      `federado ${kib(updated.federated.dataBytes)}, monólito ${kib(updated.monolith.dataBytes)}`,
    'cache-control enviado pelo gateway:',
    ...[...context.policies].map(([kind, policy]) => `  ${kind}: ${policy}`),
    '',
    'arquivos baixados depois da atualização:',
    ...fileLines('federado', updated.federated),
    ...fileLines('monólito', updated.monolith),
  ];
}
