import type { PushRecipients } from '@fidelidade/contract';
import { getHttp } from '@fidelidade/session';

export const pushRecipientsPath = 'communications/admin/send-push/recipients/';

/** GET communications/admin/send-push/recipients/: whom a push of this sender reaches now. */
export const getPushRecipients = () => getHttp().get(pushRecipientsPath).json<PushRecipients>();
