import { LogoutOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { logout, roleLabel, type StoredUser } from '@fidelidade/session';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { brandFill } from '../../../lib/theme/brand-colors';
import { useThemeStore } from '../../../lib/theme/theme-store';

export function UserMenu(props: { user: StoredUser }) {
  const { user } = props;
  const navigate = useNavigate();
  const { mode, toggle } = useThemeStore();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Meu Perfil' },
    {
      key: 'theme',
      icon: mode === 'dark' ? <SunOutlined /> : <MoonOutlined />,
      label: mode === 'dark' ? 'Tema Claro' : 'Tema Escuro',
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Sair', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/admin/perfil');
    if (key === 'theme') toggle();
    if (key === 'logout') void logout().then(() => navigate('/auth/login', { replace: true }));
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* Named by what it shows plus a hidden "Menu do usuário" (WCAG 2.5.3: the visible
            text must be part of the name, so no aria-label replacing it). */}
      <button type="button" className="user-menu-trigger">
        <Avatar style={{ backgroundColor: brandFill.base }}>
          {user.full_name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <span className="user-menu-text">
          <strong>{user.full_name}</strong>
          <small>{roleLabel(user)}</small>
        </span>
        <span className="visually-hidden">Menu do usuário</span>
      </button>
    </Dropdown>
  );
}
