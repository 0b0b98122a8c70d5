import type { StoredUser } from '@fidelidade/session';
import { Badge } from 'antd';
import { Link, NavLink } from 'react-router-dom';
import { AppLogo } from '../../../components/app-logo';
import { allowedScreens } from '../../../lib/allowed-screens';
import { usePendingApprovals } from '../api/pending-approvals';
import { menuIcons } from './menu-icons';

interface SideMenuProps {
  user: StoredUser | null;
  /** Inside the phone drawer the menu fills the drawer instead of being fixed to the page. */
  inDrawer?: boolean;
  /** Called when a link is chosen (the drawer closes then). */
  onNavigate?: () => void;
}

/**
 * Fixed red-gradient menu, 18% wide; shows only the screens the user's role can open. Configurações
 * carries the count of requests waiting for an ADMIN's approval (its Aprovações tab lists them).
 */
export function SideMenu(props: SideMenuProps) {
  const pendingApprovals = usePendingApprovals(props.user);
  return (
    <aside className={props.inDrawer ? 'side-menu side-menu-in-drawer' : 'side-menu'}>
      {/* The name starts with the visible "Fidelidade" (WCAG 2.5.3, label in name). */}
      <Link
        to="/"
        className="side-menu-logo"
        aria-label="Fidelidade — página inicial"
        onClick={props.onNavigate}
      >
        <AppLogo size={44} />
        <span>Fidelidade</span>
      </Link>
      <nav aria-label="Menu principal">
        <ul>
          {allowedScreens(props.user).map((screen) => (
            <li key={screen.path}>
              <NavLink
                to={`/admin/${screen.path}`}
                onClick={props.onNavigate}
                className={({ isActive }) => (isActive ? 'side-menu-link active' : 'side-menu-link')}
              >
                {menuIcons[screen.path]}
                <span>{screen.label}</span>
                {screen.path === 'settings' && pendingApprovals > 0 ? (
                  <Badge
                    count={pendingApprovals}
                    size="small"
                    aria-label={`${pendingApprovals} aguardando aprovação`}
                    style={{ marginInlineStart: 6 }}
                  />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
