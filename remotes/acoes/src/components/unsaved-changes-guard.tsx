import { App } from 'antd';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useBeforeUnload } from '../hooks/use-before-unload';

export const leaveTitle = 'Descartar alterações?';
export const leaveContent = 'Há alterações não salvas neste formulário. Deseja sair mesmo assim?';

/** Any in-app navigation that changes path or query (tabs included) waits for a confirmation. */
function RouterBlocker(props: { when: boolean }) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      props.when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: leaveTitle,
      content: leaveContent,
      okText: 'Sair sem salvar',
      cancelText: 'Continuar editando',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  return null;
}

/**
 * Guards a form with unsaved changes. useBlocker only works under a data router (the host's
 * createBrowserRouter); the standalone dev shell uses a plain BrowserRouter, where only the
 * beforeunload prompt applies.
 */
export function UnsavedChangesGuard(props: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(props.when);
  return dataRouter ? <RouterBlocker when={props.when} /> : null;
}
