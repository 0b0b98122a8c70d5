import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TabSwitcher } from './tab-switcher';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const tabs = [
  { id: 'points', label: 'Usuários', content: <p>conteúdo pontos</p> },
  { id: 'offers', label: 'Lista de Ofertas', content: <p>conteúdo ofertas</p> },
];

function renderAt(url: string, onChange = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TabSwitcher tabs={tabs} defaultTab="points" onChange={onChange} />
      <Location />
    </MemoryRouter>,
  );
  return onChange;
}

it('opens the tab named in ?tab=', () => {
  renderAt('/admin/tables?tab=offers');
  expect(screen.getByText('conteúdo ofertas')).toBeInTheDocument();
});

it('ignores an unknown tab, shows the default and rewrites the URL to it', async () => {
  renderAt('/admin/tables?tab=nada');
  expect(screen.getByText('conteúdo pontos')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/tables?tab=points'));
});

it('leaves a URL without ?tab= as it is (it names no tab, so it cannot name the wrong one)', () => {
  renderAt('/admin/tables?page=2');
  expect(screen.getByText('conteúdo pontos')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/tables?page=2');
});

it('replaces the URL with ?tab={id} and notifies the change', async () => {
  const onChange = renderAt('/admin/tables?tab=points&search=ana&page=2');
  await userEvent.click(screen.getByRole('tab', { name: 'Lista de Ofertas' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/tables?tab=offers');
  expect(onChange).toHaveBeenCalledWith('offers');
});

it("says 'Nenhuma aba configurada' without tabs", () => {
  render(
    <MemoryRouter>
      <TabSwitcher tabs={[]} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Nenhuma aba configurada')).toBeInTheDocument();
});
