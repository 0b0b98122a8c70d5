import { Button, Result } from 'antd';

/** A failed load: the screen's message and a retry that refetches without a page reload. */
export function ErrorPanel(props: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={props.message}
      extra={
        <Button type="primary" onClick={props.onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
