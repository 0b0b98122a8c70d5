import { Button, Space } from 'antd';

/** Save and cancel at the bottom of every management form. */
export function FormActions(props: { saving: boolean; onCancel: () => void }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={props.saving}>
        Salvar
      </Button>
      <Button onClick={props.onCancel} disabled={props.saving}>
        Cancelar
      </Button>
    </Space>
  );
}
