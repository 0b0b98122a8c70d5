import { LogoutOutlined, MoonOutlined, SunOutlined, UserOutlined } from '@ant-design/icons';
import { logout, roleLabel, type StoredUser } from '@fidelidade/session';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useThemeStore } from '../../theme/theme-store';
import { ProfileModal } from './profile-modal';

export function UserMenu(props: { user: StoredUser }) {
  const { user } = props;
  const navigate = useNavigate();
  const { mode, toggle } = useThemeStore();
  const [profileOpen, setProfileOpen] = useState(false);

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
    if (key === 'profile') setProfileOpen(true);
    if (key === 'theme') toggle();
    if (key === 'logout') void logout().then(() => navigate('/auth/login', { replace: true }));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="user-menu-trigger" aria-label="Menu do usuário">
          <Avatar style={{ backgroundColor: '#DE3B37' }}>
            {user.full_name.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
          <span className="user-menu-text">
            <strong>{user.full_name}</strong>
            <small>{roleLabel(user)}</small>
          </span>
        </button>
      </Dropdown>
      <ProfileModal user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
