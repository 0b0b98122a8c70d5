import type { ProgrammeSettings, ProgrammeSettingsBody } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const programmePath = 'loyalty/admin/programme/';

/** GET loyalty/admin/programme/: the programme's settings and who changed them last (ADMIN). */
export const useProgramme = () =>
  useQuery({
    queryKey: [programmePath],
    queryFn: () => getHttp().get(programmePath).json<ProgrammeSettings>(),
  });

/** PUT loyalty/admin/programme/: the new settings (audited); the answer is what is now stored. */
export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgrammeSettingsBody) =>
      getHttp().put(programmePath, { json: body }).json<ProgrammeSettings>(),
    onSuccess: (saved) => queryClient.setQueryData([programmePath], saved),
  });
}
