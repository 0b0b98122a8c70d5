import type { RemoteReleaseOut } from '@fidelidade/contract';
import { Drawer, Typography } from 'antd';
import type { ReactNode } from 'react';
import { remoteLabel } from '../lib/release-format';
import { DecisionHistoryTable } from './decision-history-table';
import { HourlyTable } from './hourly-table';
import { PreviousVersionsTable } from './previous-versions-table';
import { RecentFailuresTable } from './recent-failures-table';

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {props.title}
      </Typography.Title>
      {props.children}
    </section>
  );
}

/** A remote's detail: versions before, every decision, sessions per hour and the latest failures. */
export function ReleaseDetailsDrawer(props: { release: RemoteReleaseOut | null; onClose: () => void }) {
  const { release, onClose } = props;
  return (
    <Drawer
      title={release ? `Detalhes — ${remoteLabel(release.remote)}` : ''}
      open={release !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
    >
      {release && (
        <>
          <Section title="Versões anteriores">
            <PreviousVersionsTable previous={release.previous} />
          </Section>
          <Section title="Histórico de decisões">
            <DecisionHistoryTable history={release.history} />
          </Section>
          <Section title="Sessões e falhas por hora">
            <HourlyTable hourly={release.hourly} />
          </Section>
          <Section title="Falhas recentes">
            <RecentFailuresTable remote={release.remote} />
          </Section>
        </>
      )}
    </Drawer>
  );
}
