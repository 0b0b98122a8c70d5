import { can } from '@fidelidade/contract/capabilities';
import type { RemoteName } from '@fidelidade/contract/enums';
import { useSession } from '@fidelidade/session';
import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useReleases } from '../api/get-releases';
import { useErrorDetail } from '../hooks/use-error-detail';
import { JobsPanel } from './jobs-panel';
import { ReleaseDetailsDrawer } from './release-details-drawer';
import { RemoteReleaseCard } from './remote-release-card';

/**
 * /admin/operacoes (docs/operations.md, releases): each remote's live version and canary with their
 * sessions and failure rates, the decisions taken, and — with operations.release — the buttons to
 * start or stop a canary, promote it, or roll back; and, with operations.jobs, the background jobs
 * (jobs-panel.tsx). Rendered by the host itself, so it works while
 * remotes are broken; loaded on demand, so the shell's start-up does not carry it.
 */
export function OperationsPage() {
  const releases = useReleases();
  const canRelease = useSession((state) => can(state.user, 'operations.release'));
  const canSeeJobs = useSession((state) => can(state.user, 'operations.jobs'));
  const [details, setDetails] = useState<RemoteName | null>(null);
  const errorDetail = useErrorDetail(releases.error, 'Não foi possível carregar as versões das telas.');
  const detailsRelease = releases.data?.remotes.find((release) => release.remote === details) ?? null;
  return (
    <section aria-labelledby="operacoes-title">
      <Typography.Title level={2} id="operacoes-title">
        Operações
      </Typography.Title>
      {releases.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {releases.isError && !releases.data && (
        <ErrorPanel message={errorDetail} onRetry={() => void releases.refetch()} />
      )}
      {releases.data && (
        <>
          <Typography.Paragraph type="secondary">
            {`Sessões e falhas dos últimos ${releases.data.window_minutes} minutos (de um canário, desde o seu início). Atualizado a cada 15 segundos.`}
          </Typography.Paragraph>
          <Flex vertical gap={16}>
            {releases.data.remotes.map((release) => (
              <RemoteReleaseCard
                key={release.remote}
                release={release}
                canRelease={canRelease}
                onDetails={() => setDetails(release.remote)}
              />
            ))}
          </Flex>
        </>
      )}
      {canSeeJobs && (
        <div style={{ marginTop: 24 }}>
          <JobsPanel />
        </div>
      )}
      <ReleaseDetailsDrawer release={detailsRelease} onClose={() => setDetails(null)} />
    </section>
  );
}
