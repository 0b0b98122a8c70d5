import { formatNumber } from '@fidelidade/session';
import { Alert, Form, type FormInstance, Select } from 'antd';
import { useAudienceOptions } from '../../../lib/audience-options';
import { useAudienceRecipients } from '../api/get-push-recipients';
import { pushMessages } from '../lib/notification-labels';
import type { PushFormValues } from '../lib/push-payload';

/** The audience a push goes to, with how many customers it reaches now (docs/product.md §2.8). */
export function PushRecipientsChoice({ form }: { form: FormInstance<PushFormValues> }) {
  const options = useAudienceOptions();
  const audienceId = Form.useWatch('audience_id', form) as number | undefined;
  const count = useAudienceRecipients(audienceId);
  return (
    <>
      <Form.Item
        name="audience_id"
        label={pushMessages.audience}
        rules={[{ required: true, message: pushMessages.audienceRequired }]}
      >
        <Select
          loading={options.isPending}
          options={(options.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          optionFilterProp="label"
          showSearch
          notFoundContent={pushMessages.noAudiences}
        />
      </Form.Item>
      {audienceId !== undefined && count.data && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={pushMessages.audienceCount(formatNumber(count.data.recipients))}
          style={{ marginBottom: 16 }}
        />
      )}
      {audienceId !== undefined && count.isError && (
        <Alert type="warning" showIcon title={pushMessages.audienceUncounted} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}
