import { BellOutlined, ShopOutlined, TagOutlined, UserAddOutlined } from '@ant-design/icons';
import { type UserType, useSession } from '@fidelidade/session';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface QuickAction {
  label: string;
  to: string;
  icon: ReactNode;
  roles: UserType[];
}

// Each action only for the roles that may use its target screen (DESIGN.md §6).
const actions: QuickAction[] = [
  {
    label: 'Adicionar Operador',
    to: '/admin/acoes?tab=criar-usuario',
    icon: <UserAddOutlined />,
    roles: ['ADMIN'],
  },
  {
    label: 'Adicionar Parceiro',
    to: '/admin/settings?tab=partners',
    icon: <ShopOutlined />,
    roles: ['ADMIN'],
  },
  {
    label: 'Criar Promoção',
    to: '/admin/acoes?tab=criar-promocao',
    icon: <TagOutlined />,
    roles: ['ADMIN', 'DEALERSHIP', 'PARCEIRO'],
  },
  {
    label: 'Enviar Notificação',
    to: '/admin/acoes?tab=enviar-notificacao',
    icon: <BellOutlined />,
    roles: ['ADMIN', 'DEALERSHIP'],
  },
];

export function QuickActions() {
  const navigate = useNavigate();
  const role = useSession((state) => (state.user?.is_superuser ? 'ADMIN' : state.user?.user_type));
  const visible = actions.filter((action) => role && action.roles.includes(role));
  return (
    <Card title="Ações Rápidas">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {visible.map((action) => (
          <Button block key={action.to} icon={action.icon} onClick={() => navigate(action.to)}>
            {action.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
