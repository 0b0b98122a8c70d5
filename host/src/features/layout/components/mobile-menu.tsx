import { MenuOutlined } from '@ant-design/icons';
import type { StoredUser } from '@fidelidade/session';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { SideMenu } from './side-menu';

/**
 * On a phone the side menu would take half the screen: it lives in a drawer opened from the top bar.
 * Choosing a link, Escape or a tap outside closes it, and focus goes back to the button that opened it.
 */
export function MobileMenu(props: { user: StoredUser | null }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        ref={trigger}
        type="text"
        size="large"
        className="top-bar-menu-button"
        icon={<MenuOutlined />}
        aria-label="Abrir menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={close}
        placement="left"
        size={280}
        closable={false}
        aria-label="Menu de navegação"
        rootClassName="side-menu-drawer"
        styles={{ body: { padding: 0, display: 'flex' } }}
        afterOpenChange={(isOpen) => {
          if (!isOpen) trigger.current?.focus();
        }}
      >
        <SideMenu user={props.user} inDrawer onNavigate={close} />
      </Drawer>
    </>
  );
}
