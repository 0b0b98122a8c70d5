import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

interface RowActionsProps {
  /** Names the row for screen readers, e.g. 'Av. Paulista, 1000'. */
  label: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions(props: RowActionsProps) {
  return (
    <Space size="small">
      <Tooltip title="Visualizar">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Visualizar ${props.label}`}
          onClick={props.onView}
        />
      </Tooltip>
      <Tooltip title="Editar">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Editar ${props.label}`}
          onClick={props.onEdit}
        />
      </Tooltip>
      <Tooltip title="Excluir">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Excluir ${props.label}`}
          onClick={props.onDelete}
        />
      </Tooltip>
    </Space>
  );
}
