import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Card, Flex, Statistic, Typography } from 'antd';
import { useJobs } from '../api/get-jobs';
import { useErrorDetail } from '../hooks/use-error-detail';
import { JobsTable } from './jobs-table';
import { SchedulesTable } from './schedules-table';

/**
 * 'Tarefas em segundo plano' (docs/operations.md, background jobs): the job engine's counts, its
 * schedules and its most recent jobs with progress, attempts and last error; retry and cancel.
 */
export function JobsPanel() {
  const jobs = useJobs();
  const errorDetail = useErrorDetail(jobs.error, 'Não foi possível carregar as tarefas.');
  const counts = jobs.data?.counts;
  return (
    <Card title="Tarefas em segundo plano">
      {jobs.isError && !jobs.data ? (
        <ErrorPanel message={errorDetail} onRetry={() => void jobs.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={32} wrap>
            <Statistic title="Na fila" value={counts?.queued ?? 0} loading={jobs.isPending} />
            <Statistic title="Em execução" value={counts?.running ?? 0} loading={jobs.isPending} />
            <Statistic title="Com falha" value={counts?.failed ?? 0} loading={jobs.isPending} />
            <Statistic title="Travadas" value={counts?.stuck ?? 0} loading={jobs.isPending} />
          </Flex>
          <Typography.Title level={4}>Agendamentos</Typography.Title>
          <SchedulesTable schedules={jobs.data?.schedules ?? []} loading={jobs.isPending} />
          <Typography.Title level={4}>Tarefas recentes</Typography.Title>
          <JobsTable jobs={jobs.data?.jobs ?? []} loading={jobs.isPending} />
        </Flex>
      )}
    </Card>
  );
}
