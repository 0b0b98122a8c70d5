import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, Button, ConfigProvider } from 'antd';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { leaveContent, UnsavedChangesGuard, useConfirmDiscard } from './unsaved-changes-guard';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Draft(props: { dirty: boolean; onLeave: () => void }) {
  const confirmDiscard = useConfirmDiscard();
  return (
    <>
      <UnsavedChangesGuard when={props.dirty} />
      <Link to="/admin/settings?tab=partners">Parceiros</Link>
      <Button onClick={() => confirmDiscard(props.dirty, props.onLeave)}>Voltar</Button>
      <Where />
    </>
  );
}

function renderDraft(dirty: boolean, onLeave = jest.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <Draft dirty={dirty} onLeave={onLeave} /> }], {
    initialEntries: ['/admin/settings?tab=locations'],
  });
  render(
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return onLeave;
}

describe('UnsavedChangesGuard (docs/product.md §4)', () => {
  it('a dirty form asks before the tab changes; Continuar editando stays', async () => {
    renderDraft(true);
    await userEvent.click(screen.getByRole('link', { name: 'Parceiros' }));
    expect(await screen.findByText(leaveContent)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(leaveContent)).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings?tab=locations');
  });

  it('Sair sem salvar lets the navigation through', async () => {
    renderDraft(true);
    await userEvent.click(screen.getByRole('link', { name: 'Parceiros' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings?tab=partners'),
    );
  });

  it('a clean form leaves without a question', async () => {
    renderDraft(false);
    await userEvent.click(screen.getByRole('link', { name: 'Parceiros' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/settings?tab=partners'),
    );
    expect(screen.queryByText(leaveContent)).not.toBeInTheDocument();
  });
});

describe('useConfirmDiscard', () => {
  it('leaves at once when nothing changed', async () => {
    const onLeave = renderDraft(false);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('asks first when the draft changed, and keeps it on Continuar editando', async () => {
    const onLeave = renderDraft(true);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
  });
});
