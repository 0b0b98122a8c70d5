import type { Job } from '@fidelidade/contract';
import { JOB_STATE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Tag, Typography } from 'antd';
import { attemptsLabel, taskLabel } from '../lib/job-format';
import { JobActions } from './job-actions';
import { JobProgress } from './job-progress';
import { UnpagedTable } from './unpaged-table';

/** Preset colours (dark text on a light fill): the status presets fall below AA contrast. */
const STATE_COLORS: Record<Job['state'], string> = {
  queued: 'default',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'gold',
};

const columns: TypedColumns<Job> = [
  { title: 'Nº', dataIndex: 'id' },
  { title: 'Tarefa', dataIndex: 'task', render: (task: string) => taskLabel(task) },
  {
    title: 'Estado',
    dataIndex: 'state',
    render: (_: Job['state'], job: Job) => (
      <>
        <Tag color={STATE_COLORS[job.state]}>{JOB_STATE_LABELS[job.state]}</Tag>
        {job.stuck && <Tag color="red">Travada</Tag>}
      </>
    ),
  },
  {
    title: 'Progresso',
    dataIndex: 'progress',
    render: (_: Job['progress'], job: Job) => (
      <JobProgress progress={job.progress} label={`${taskLabel(job.task)} ${job.id}`} />
    ),
  },
  {
    title: 'Tentativas',
    dataIndex: 'attempts',
    render: (_: number, job: Job) => attemptsLabel(job),
  },
  {
    title: 'Início',
    dataIndex: 'started_at',
    render: (at: string | null, job: Job) => formatDateTime(at ?? job.run_at),
  },
  { title: 'Fim', dataIndex: 'finished_at', render: (at: string | null) => (at ? formatDateTime(at) : '—') },
  {
    title: 'Último erro',
    dataIndex: 'last_error',
    width: 320,
    render: (error: string | null) =>
      error ? <Typography.Text type="danger">{error}</Typography.Text> : '—',
  },
  {
    title: 'Ações',
    dataIndex: 'id',
    key: 'actions',
    render: (_: number, job: Job) => <JobActions job={job} />,
  },
];

/** The most recent jobs, newest first: state, progress, attempts, last error and the two actions. */
export function JobsTable(props: { jobs: Job[]; loading: boolean }) {
  return (
    <UnpagedTable
      label="Tarefas recentes"
      rowKey="id"
      loading={props.loading}
      columns={columns}
      rows={props.jobs}
      emptyText="Nenhuma tarefa registrada."
    />
  );
}
