import { formatNumber } from '@fidelidade/session';
import { App } from 'antd';
import { getPushRecipients } from '../api/get-push-recipients';
import { pushMessages } from '../lib/notification-labels';

/**
 * Before a push goes out: how many customers it reaches, asked to confirm when they are more than
 * the API's threshold (a push cannot be taken back once sent). A count that cannot be read asks too.
 */
export function usePushConfirmation() {
  const { modal } = App.useApp();
  return async (
    scheduled: boolean,
    send: () => Promise<void>,
    cancelled: () => void,
    audienceId?: number,
  ): Promise<void> => {
    let content: string;
    try {
      const { recipients, confirm_above } = await getPushRecipients(audienceId);
      if (recipients <= confirm_above) return send();
      const count = formatNumber(recipients);
      content = scheduled ? pushMessages.confirmScheduledCount(count) : pushMessages.confirmCount(count);
    } catch {
      content = pushMessages.confirmUncounted;
    }
    modal.confirm({
      title: scheduled ? pushMessages.confirmScheduleTitle : pushMessages.confirmTitle,
      content,
      okText: scheduled ? pushMessages.confirmSchedule : pushMessages.confirmSend,
      cancelText: pushMessages.back,
      onOk: send,
      onCancel: cancelled,
    });
  };
}
