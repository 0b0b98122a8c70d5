import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  SafetyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ManagedUser } from '@fidelidade/contract';
import { Button, Space, Tooltip } from 'antd';

export interface UserRowActionHandlers {
  onEdit: (user: ManagedUser) => void;
  onToggleStatus: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  onResetTwoFactor: (user: ManagedUser) => void;
}

/**
 * Editar, Ativar/Desativar, Excluir and, for a user with two-factor sign-in, its reset; each named
 * with the user for screen readers.
 */
export function UserRowActions(props: UserRowActionHandlers & { user: ManagedUser }) {
  const { user } = props;
  const toggleLabel = user.is_active ? 'Desativar' : 'Ativar';
  return (
    <Space size="small">
      <Tooltip title="Editar">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Editar ${user.full_name}`}
          onClick={() => props.onEdit(user)}
        />
      </Tooltip>
      <Tooltip title={toggleLabel}>
        <Button
          type="text"
          icon={user.is_active ? <StopOutlined /> : <CheckCircleOutlined />}
          aria-label={`${toggleLabel} ${user.full_name}`}
          onClick={() => props.onToggleStatus(user)}
        />
      </Tooltip>
      {user.two_factor_enabled && (
        <Tooltip title="Redefinir verificação em duas etapas">
          <Button
            type="text"
            icon={<SafetyOutlined />}
            aria-label={`Redefinir verificação em duas etapas de ${user.full_name}`}
            onClick={() => props.onResetTwoFactor(user)}
          />
        </Tooltip>
      )}
      <Tooltip title="Excluir">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Excluir ${user.full_name}`}
          onClick={() => props.onDelete(user)}
        />
      </Tooltip>
    </Space>
  );
}
