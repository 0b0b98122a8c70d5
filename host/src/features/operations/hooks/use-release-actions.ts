import type { RemoteReleaseOut } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App } from 'antd';
import { usePromoteRelease } from '../api/promote-release';
import { useRollbackRelease } from '../api/rollback-release';
import { useStartCanary } from '../api/start-canary';
import { useStopCanary } from '../api/stop-canary';
import { remoteLabel } from '../lib/release-format';

interface Confirmation {
  title: string;
  content?: string;
  okText: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  done: string;
}

/**
 * The console's four writes. Each asks first (the question names the remote and the version), then
 * calls the API; a refusal shows the API's reason (e.g. a version the live host cannot run).
 */
export function useReleaseActions() {
  const { message, modal } = App.useApp();
  const promote = usePromoteRelease();
  const start = useStartCanary();
  const stop = useStopCanary();
  const rollback = useRollbackRelease();

  function confirmThen(confirmation: Confirmation) {
    modal.confirm({
      title: confirmation.title,
      content: confirmation.content,
      okText: confirmation.okText,
      okButtonProps: { danger: confirmation.danger ?? false },
      cancelText: 'Cancelar',
      // A promise keeps the dialog open (its button loading) until the API answers.
      onOk: async () => {
        try {
          await confirmation.run();
          message.success(confirmation.done);
        } catch (error) {
          message.error(await getErrorMessage(error, 'Não foi possível concluir a ação.'));
        }
      },
    });
  }

  return {
    startCanary(release: RemoteReleaseOut, version: string, percent: number) {
      confirmThen({
        title: `Iniciar o canário ${version} de ${remoteLabel(release.remote)} para ${percent}% das sessões?`,
        content: release.canary
          ? `O canário ${release.canary.version} em andamento será substituído.`
          : undefined,
        okText: 'Iniciar canário',
        run: () => start.mutateAsync({ remote: release.remote, body: { version, percent } }),
        done: 'Canário iniciado.',
      });
    },
    stopCanary(release: RemoteReleaseOut) {
      const canary = release.canary;
      if (!canary) return;
      confirmThen({
        title: `Parar o canário ${canary.version} de ${remoteLabel(release.remote)}?`,
        content: `Todas as sessões voltam para a versão no ar (${release.live.version}).`,
        okText: 'Parar canário',
        danger: true,
        run: () => stop.mutateAsync(release.remote),
        done: 'Canário encerrado.',
      });
    },
    promoteCanary(release: RemoteReleaseOut) {
      const canary = release.canary;
      if (!canary) return;
      confirmThen({
        title: `Promover ${remoteLabel(release.remote)} ${canary.version} para todas as sessões?`,
        okText: 'Promover',
        run: () => promote.mutateAsync({ remote: release.remote, body: { version: canary.version } }),
        done: 'Versão promovida.',
      });
    },
    rollback(release: RemoteReleaseOut, version: string) {
      confirmThen({
        title: `Reverter ${remoteLabel(release.remote)} para ${version}?`,
        content: `A versão no ar deixa de ser ${release.live.version} e passa a ser ${version}.`,
        okText: 'Reverter',
        danger: true,
        run: () => rollback.mutateAsync({ remote: release.remote, body: { version } }),
        done: 'Versão revertida.',
      });
    },
  };
}
