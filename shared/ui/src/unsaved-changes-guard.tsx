import { App, Form } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

/** The question every form with unsaved changes asks before they are lost (docs/product.md §4). */
export const leaveTitle = 'Descartar alterações?';
export const leaveContent = 'Há alterações não salvas neste formulário. Deseja sair mesmo assim?';
export const leaveOkText = 'Sair sem salvar';
export const leaveCancelText = 'Continuar editando';

/** While `when` holds, closing or reloading the tab asks the browser's own confirmation. */
export function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

/**
 * Asks before an in-form step throws a draft away (a Voltar or Cancelar button, closing a dialog):
 * `confirmDiscard(dirty, leave)` leaves at once when nothing changed, otherwise only after 'Sair sem
 * salvar'; 'Continuar editando' keeps the draft.
 */
export function useConfirmDiscard(): (dirty: boolean, leave: () => void) => void {
  const { modal } = App.useApp();
  return useCallback(
    (dirty, leave) => {
      if (!dirty) {
        leave();
        return;
      }
      modal.confirm({
        title: leaveTitle,
        content: leaveContent,
        okText: leaveOkText,
        cancelText: leaveCancelText,
        onOk: leave,
      });
    },
    [modal],
  );
}

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
      okText: leaveOkText,
      cancelText: leaveCancelText,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  return null;
}

/**
 * Guards a form with unsaved changes: leaving the screen, changing tab (a `?tab=` change) or
 * reloading asks first. useBlocker only works under a data router (the host's createBrowserRouter);
 * the standalone dev shell uses a plain BrowserRouter, where only the beforeunload prompt applies.
 */
export function UnsavedChangesGuard(props: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(props.when);
  return dataRouter ? <RouterBlocker when={props.when} /> : null;
}

/** Marks the open form as changed by something that is not a typed field (a point picked on a map). */
const DraftChanged = createContext<() => void>(() => {});

export const useMarkDraftChanged = () => useContext(DraftChanged);

/**
 * Watches every antd form inside it: the first field the user changes makes the draft dirty
 * (`onChange`), and while `dirty` holds, leaving the screen or changing tab asks first. A field
 * counts once the user touched it; values the code sets (initial values, resets) do not.
 */
export function FormDraft(props: { dirty: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <DraftChanged.Provider value={props.onChange}>
      <Form.Provider
        onFormChange={(_name, { changedFields }) => {
          if (changedFields.some((field) => field.touched)) props.onChange();
        }}
      >
        {props.children}
      </Form.Provider>
      <UnsavedChangesGuard when={props.dirty} />
    </DraftChanged.Provider>
  );
}
