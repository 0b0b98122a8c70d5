import type { SyncLog } from '@fidelidade/contract';
import { Typography } from 'antd';
import { notInformed } from './sync-format';

const responseText = (data: unknown) => {
  if (data === null || data === undefined || data === '') return notInformed;
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
};

/** Body of the log-details alert: the error message and the response data, as plain text. */
export function LogDetails(props: { log: SyncLog }) {
  return (
    <div>
      <Typography.Title level={5}>Mensagem de erro</Typography.Title>
      <Typography.Paragraph>{props.log.error_message?.trim() || notInformed}</Typography.Paragraph>
      <Typography.Title level={5}>Dados da resposta</Typography.Title>
      <pre style={{ maxHeight: 300, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
        {responseText(props.log.response_data)}
      </pre>
    </div>
  );
}
