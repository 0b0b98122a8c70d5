import type {
  ReleasesOverview,
  RemoteFailureSummary,
  RemoteReleaseOut,
  VersionHealth,
} from '@fidelidade/contract';
import { REMOTE_NAMES, type RemoteName } from '@fidelidade/contract/enums';

const health = (
  version: string,
  sessions: number,
  failed: number,
  sources = { all: sessions, failed },
): VersionHealth => ({
  version,
  sessions,
  failed_sessions: failed,
  failures: failed,
  failure_rate: sessions ? failed / sessions : 0,
  sources: sources.all,
  failed_sources: sources.failed,
});

/** A remote live since 24/11/2026 10:00 (São Paulo), one version before, no canary. */
export function quietRemote(remote: RemoteName): RemoteReleaseOut {
  return {
    remote,
    live: { version: '2.0.0-aaaa', at: '2026-11-24T13:00:00.000Z', by: 'Ana Admin' },
    live_health: health('2.0.0-aaaa', 8, 0),
    canary: null,
    canary_health: null,
    previous: [{ version: '1.9.0-bbbb', at: '2026-11-20T12:00:00.000Z', by: 'Bruno Ops' }],
    published: ['2.1.0-cccc', '2.0.0-aaaa', '1.9.0-bbbb'],
    history: [],
    hourly: [],
  };
}

/** The dashboard with a canary at 10 % failing in 3 of 12 sessions, and the watcher's last decision. */
export const dashboardWithCanary: RemoteReleaseOut = {
  remote: 'dashboard',
  live: { version: '1.1.0-abc', at: '2026-11-23T18:30:00.000Z', by: 'Ana Admin' },
  live_health: health('1.1.0-abc', 40, 0),
  canary: {
    version: '1.2.0-def',
    percent: 10,
    started_at: '2026-11-24T12:00:00.000Z',
    started_by: 'Ana Admin',
  },
  canary_health: health('1.2.0-def', 12, 3, { all: 9, failed: 3 }),
  previous: [{ version: '1.0.0-old', at: '2026-11-10T15:00:00.000Z', by: 'Bruno Ops' }],
  published: ['1.2.0-def', '1.1.0-abc', '1.0.0-old'],
  history: [
    {
      at: '2026-11-24T11:00:00.000Z',
      action: 'canary_rollback',
      version: '1.1.9-bad',
      by: 'watcher',
      reason:
        'falhas em 40,0% das sessões do canário contra 0,0% da versão atual ' +
        '(10 sessões de 7 endereços; falhas de 4 endereços; limite +5,0 pontos)',
      canary: health('1.1.9-bad', 10, 4, { all: 7, failed: 4 }),
      live: health('1.1.0-abc', 30, 0),
    },
    { at: '2026-11-23T18:30:00.000Z', action: 'promote', version: '1.1.0-abc', by: 'Ana Admin' },
  ],
  hourly: [
    { hour: '2026-11-24T12:00:00.000Z', version: '1.1.0-abc', sessions: 30, failed_sessions: 0 },
    { hour: '2026-11-24T12:00:00.000Z', version: '1.2.0-def', sessions: 12, failed_sessions: 3 },
  ],
};

export const releasesOverview: ReleasesOverview = {
  window_minutes: 60,
  remotes: REMOTE_NAMES.map((remote) => (remote === 'dashboard' ? dashboardWithCanary : quietRemote(remote))),
};

export const dashboardFailures: RemoteFailureSummary = {
  window_minutes: 1440,
  since: '2026-11-23T13:00:00.000Z',
  recent: [
    {
      id: 7,
      at: '2026-11-24T12:10:00.000Z',
      remote: 'dashboard',
      version: '1.2.0-def',
      kind: 'render',
      page: '/admin/dashboard',
      message: 'Remote dashboard@1.2.0-def falhou ao renderizar: boom',
      session_id: 'abcdef0123456789',
      verified: true,
    },
  ],
  counts: [],
};
