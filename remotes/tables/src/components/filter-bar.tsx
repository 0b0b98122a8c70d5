import { ClearOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/** Row of a tab's filters with 'Limpar filtros' (only when a filter is set). */
export function FilterBar(props: {
  label: string;
  active: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Form layout="inline" aria-label={props.label} style={{ marginBottom: 16, rowGap: 8 }}>
      {props.children}
      {props.active && (
        <Form.Item>
          <Button icon={<ClearOutlined />} onClick={props.onClear}>
            Limpar filtros
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
