import type { RemoteReleaseOut } from '@fidelidade/contract';
import { Button, Card, Flex } from 'antd';
import { remoteLabel } from '../lib/release-format';
import { ReleaseActions } from './release-actions';
import { ReleaseSummary } from './release-summary';

/** One remote: its live version and canary with their numbers, its detail, and the release buttons. */
export function RemoteReleaseCard(props: {
  release: RemoteReleaseOut;
  canRelease: boolean;
  onDetails: () => void;
}) {
  const { release, canRelease, onDetails } = props;
  const label = remoteLabel(release.remote);
  return (
    <Card title={label} data-remote-release={release.remote}>
      <ReleaseSummary release={release} />
      <Flex wrap gap={8} justify="space-between" style={{ marginTop: 16 }}>
        {canRelease ? <ReleaseActions release={release} /> : <span />}
        <Button type="link" onClick={onDetails} aria-label={`Detalhes de ${label}`}>
          Detalhes
        </Button>
      </Flex>
    </Card>
  );
}
