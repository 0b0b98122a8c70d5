import type { JobSchedule } from '@fidelidade/contract';
import { JOB_STATE_LABELS } from '@fidelidade/contract/enums';
import { formatDateTime } from '@fidelidade/session';
import type { TypedColumns } from '@fidelidade/ui/typed-columns';
import { Typography } from 'antd';
import { everyLabel, taskLabel } from '../lib/job-format';
import { UnpagedTable } from './unpaged-table';

const columns: TypedColumns<JobSchedule> = [
  { title: 'Agendamento', dataIndex: 'task', render: (task: string) => taskLabel(task) },
  { title: 'Frequência', dataIndex: 'every_ms', render: (ms: number) => everyLabel(ms) },
  {
    title: 'Última execução',
    dataIndex: 'last_run_at',
    render: (at: string | null) => (at ? formatDateTime(at) : '—'),
  },
  {
    title: 'Resultado',
    dataIndex: 'last_state',
    render: (state: JobSchedule['last_state'], schedule: JobSchedule) =>
      state === null ? (
        '—'
      ) : (
        <Typography.Text
          type={state === 'failed' ? 'danger' : undefined}
          title={schedule.last_error ?? undefined}
        >
          {JOB_STATE_LABELS[state]}
        </Typography.Text>
      ),
  },
  {
    title: 'Próxima execução',
    dataIndex: 'next_run_at',
    render: (at: string | null) => (at ? formatDateTime(at) : 'após a execução atual'),
  },
];

/** Every schedule: how often it fires (once per slot across instances), its last and next run. */
export function SchedulesTable(props: { schedules: JobSchedule[]; loading: boolean }) {
  return (
    <UnpagedTable
      label="Agendamentos"
      rowKey="name"
      loading={props.loading}
      columns={columns}
      rows={props.schedules}
      emptyText="Nenhum agendamento."
    />
  );
}
