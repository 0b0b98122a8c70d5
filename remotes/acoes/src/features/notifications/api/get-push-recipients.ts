import type { PushRecipients } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const pushRecipientsPath = 'communications/admin/send-push/recipients/';

/** GET communications/admin/send-push/recipients/[?audience_id=]: whom a push of this sender reaches now. */
export const getPushRecipients = (audienceId?: number) =>
  getHttp()
    .get(pushRecipientsPath, audienceId ? { searchParams: { audience_id: audienceId } } : {})
    .json<PushRecipients>();

/** The count of an audience chosen in the form, read again whenever the choice changes. */
export function useAudienceRecipients(audienceId: number | undefined) {
  return useQuery({
    queryKey: [pushRecipientsPath, audienceId],
    queryFn: () => getPushRecipients(audienceId),
    enabled: audienceId !== undefined,
    retry: false,
  });
}
