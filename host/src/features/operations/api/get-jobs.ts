import type { Job, JobOverview } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const jobsPath = 'ops/jobs/';
/** Progress bars move while a job runs: the list refreshes on its own. */
const refreshEveryMs = 5_000;

export const getJobs = () => getHttp().get(jobsPath).json<JobOverview>();

/** Schedules and recent jobs of the job engine (GET ops/jobs/, operations.jobs). */
export const useJobs = () =>
  useQuery({ queryKey: [jobsPath], queryFn: getJobs, refetchInterval: refreshEveryMs });

export const retryJob = (id: number) => getHttp().post(`${jobsPath}${id}/retry/`).json<Job>();
export const cancelJob = (id: number) => getHttp().post(`${jobsPath}${id}/cancel/`).json<Job>();

/** 'Tentar novamente' and 'Cancelar': the list is read again after either. */
export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => (action === 'retry' ? retryJob(id) : cancelJob(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [jobsPath] }),
  });
}
