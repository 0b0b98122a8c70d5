import type { RemoteReleaseOut } from '@fidelidade/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useReleaseActions } from '../hooks/use-release-actions';
import { RollbackModal } from './rollback-modal';
import { StartCanaryModal } from './start-canary-modal';

/** 'Iniciar canário', 'Parar canário', 'Promover canário', 'Reverter' (operations.release only). */
export function ReleaseActions(props: { release: RemoteReleaseOut }) {
  const { release } = props;
  const actions = useReleaseActions();
  const [form, setForm] = useState<'canary' | 'rollback' | null>(null);
  const canaryCandidates = release.published.filter((version) => version !== release.live.version);
  return (
    <Flex wrap gap={8}>
      <Button disabled={canaryCandidates.length === 0} onClick={() => setForm('canary')}>
        Iniciar canário
      </Button>
      {release.canary && (
        <>
          <Button danger onClick={() => actions.stopCanary(release)}>
            Parar canário
          </Button>
          <Button type="primary" onClick={() => actions.promoteCanary(release)}>
            Promover canário
          </Button>
        </>
      )}
      <Button danger disabled={release.previous.length === 0} onClick={() => setForm('rollback')}>
        Reverter
      </Button>
      <StartCanaryModal
        release={release}
        open={form === 'canary'}
        onClose={() => setForm(null)}
        onSubmit={(version, percent) => actions.startCanary(release, version, percent)}
      />
      <RollbackModal
        release={release}
        open={form === 'rollback'}
        onClose={() => setForm(null)}
        onSubmit={(version) => actions.rollback(release, version)}
      />
    </Flex>
  );
}
