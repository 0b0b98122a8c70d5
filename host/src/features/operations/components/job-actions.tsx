import type { Job } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Flex } from 'antd';
import { useJobAction } from '../api/get-jobs';
import { taskLabel } from '../lib/job-format';

/** 'Tentar novamente' (a failed or cancelled job) and 'Cancelar' (queued or running; asks first). */
export function JobActions(props: { job: Job }) {
  const { job } = props;
  const { message, modal } = App.useApp();
  const retry = useJobAction('retry');
  const cancel = useJobAction('cancel');
  const label = taskLabel(job.task);

  async function run(action: typeof retry, done: string) {
    try {
      await action.mutateAsync(job.id);
      message.success(done);
    } catch (error) {
      message.error(await getErrorMessage(error, 'Não foi possível concluir a ação.'));
    }
  }

  return (
    <Flex gap={8} wrap>
      {job.can_retry && (
        <Button
          size="small"
          loading={retry.isPending}
          onClick={() => void run(retry, 'Tarefa enviada para nova tentativa.')}
        >
          Tentar novamente
        </Button>
      )}
      {job.can_cancel && (
        <Button
          size="small"
          danger
          onClick={() =>
            modal.confirm({
              title: `Cancelar a tarefa ${job.id} (${label})?`,
              content: 'O que ela já gravou permanece; o restante não será feito.',
              okText: 'Cancelar tarefa',
              okButtonProps: { danger: true },
              cancelText: 'Voltar',
              onOk: () => run(cancel, 'Cancelamento solicitado.'),
            })
          }
        >
          Cancelar
        </Button>
      )}
    </Flex>
  );
}
