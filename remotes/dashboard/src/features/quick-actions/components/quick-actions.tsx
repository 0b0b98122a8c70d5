import { BellOutlined, QrcodeOutlined, ShopOutlined, TagOutlined, UserAddOutlined } from '@ant-design/icons';
import { type Capability, can } from '@fidelidade/contract/capabilities';
import { useSession } from '@fidelidade/session';
import { Button, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface QuickAction {
  label: string;
  to: string;
  icon: ReactNode;
  capability: Capability;
}

// Each action only for the roles the capability table lets use its target (docs/architecture.md §6).
const actions: QuickAction[] = [
  {
    label: 'Adicionar Operador',
    to: '/admin/acoes?tab=criar-usuario',
    icon: <UserAddOutlined />,
    capability: 'dashboard.quick.adicionar-operador',
  },
  {
    label: 'Adicionar Parceiro',
    to: '/admin/settings?tab=partners',
    icon: <ShopOutlined />,
    capability: 'dashboard.quick.adicionar-parceiro',
  },
  {
    label: 'Criar Promoção',
    to: '/admin/acoes?tab=criar-promocao',
    icon: <TagOutlined />,
    capability: 'dashboard.quick.criar-promocao',
  },
  {
    label: 'Enviar Notificação',
    to: '/admin/acoes?tab=enviar-notificacao',
    icon: <BellOutlined />,
    capability: 'dashboard.quick.enviar-notificacao',
  },
  {
    // ADMIN, and the DEALERSHIP/PARCEIRO accounts marked to burn vouchers at the counter.
    label: 'Validar Voucher',
    to: '/admin/acoes?tab=validar-voucher',
    icon: <QrcodeOutlined />,
    capability: 'dashboard.quick.validar-voucher',
  },
];

export function QuickActions() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const visible = actions.filter((action) => can(user, action.capability));
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
