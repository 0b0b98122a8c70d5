import { ClearOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/**
 * Row of a list's filters with 'Limpar filtros' (only when a filter is set) and the list's actions
 * ('Exportar CSV') at its end; the row wraps, so on a phone each goes on its own line. `active` and
 * `onClear` are useTable's `filterProps`.
 */
export function FilterBar(props: {
  label: string;
  active: boolean;
  onClear: () => void;
  children: ReactNode;
  actions?: ReactNode;
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
      {props.actions && (
        <Form.Item style={{ marginInlineStart: 'auto', marginInlineEnd: 0 }}>{props.actions}</Form.Item>
      )}
    </Form>
  );
}
