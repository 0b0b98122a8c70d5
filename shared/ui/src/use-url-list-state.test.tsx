import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlListState } from './use-url-list-state';

const defaults = { search: '', status: '' };
let state: ReturnType<typeof useUrlListState<'search' | 'status'>>;

function Probe() {
  state = useUrlListState(defaults);
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

it('reads filters and page from the URL', () => {
  renderAt('/x?tab=redemptions&search=ana&page=3');
  expect(state.filters).toEqual({ search: 'ana', status: '' });
  expect(state.page).toBe(3);
});

it('treats a bad page as page 1', () => {
  renderAt('/x?page=-4');
  expect(state.page).toBe(1);
});

it('changing a filter goes back to page 1 and keeps the tab', () => {
  renderAt('/x?tab=redemptions&page=3');
  act(() => state.setFilter('status', 'utilizado'));
  expect(screen.getByTestId('url')).toHaveTextContent('?tab=redemptions&status=utilizado');
  act(() => state.setPage(2));
  expect(screen.getByTestId('url')).toHaveTextContent('?tab=redemptions&status=utilizado&page=2');
  act(() => state.clearFilters());
  expect(screen.getByTestId('url')).toHaveTextContent('?tab=redemptions');
});

it("'Limpar filtros' keeps the column sort; resetView (after a create) drops it too", () => {
  renderAt('/x?tab=partners&search=ana&ordering=-brand_name&page=2');
  act(() => state.clearFilters());
  expect(screen.getByTestId('url')).toHaveTextContent('?tab=partners&ordering=-brand_name');
  act(() => state.setFilter('search', 'bia'));
  act(() => state.resetView());
  expect(screen.getByTestId('url')).toHaveTextContent(/^\?tab=partners$/);
});
