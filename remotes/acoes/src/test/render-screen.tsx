// Test-only helpers: the providers the host gives a remote, with a data router (useBlocker needs one).
import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

// antd validation and react-query settle over several ticks on a busy shared machine.
configure({ asyncUtilTimeout: 8000 });

import type { UserEvent } from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function signInAs(user: StoredUser) {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
}

/** Renders `ui` at /admin/acoes (or `entry`) with a probe page at /admin/tables. */
export function renderScreen(ui: ReactNode, entry = '/admin/acoes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/acoes', element: ui },
      { path: '/admin/tables', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    // zeroRuntime: no CSS-in-JS style tags, so jsdom's getComputedStyle (used by role queries and
    // user-event) stays fast; motion off so messages appear at once.
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { router, currentUrl: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Opens an antd Select by its label and clicks the option with that text. */
export async function pickOption(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByLabelText(label, { selector: 'input' }));
  let element: Element | undefined;
  await waitFor(() => {
    // A closed dropdown may stay in the DOM: take the newest match.
    const matches = document.querySelectorAll(`.ant-select-item-option[title="${option}"]`);
    element = matches[matches.length - 1];
    expect(element).toBeDefined();
  });
  if (element) await user.click(element);
}

/** The text an antd Select shows as its value ('' when empty). */
export function selectedText(label: string): string {
  const content = screen
    .getByLabelText(label, { selector: 'input' })
    .closest('.ant-select')
    ?.querySelector('.ant-select-content');
  if (!content) return '';
  const copy = content.cloneNode(true) as Element;
  for (const placeholder of copy.querySelectorAll('.ant-select-placeholder')) placeholder.remove();
  return copy.textContent ?? '';
}

/** datetime-local and time inputs take a whole value at once (typing char by char is sanitised away). */
export function setInputValue(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export const dealershipUser: StoredUser = {
  id: 7,
  full_name: 'Carlos Concessionária',
  email: 'carlos@paulistaveiculos.com.br',
  user_type: 'DEALERSHIP',
  is_superuser: false,
  dealership_name: 'Paulista Veículos',
  partner_name: null,
  dealership_associated: 3,
  partner: null,
};

export const partnerUser: StoredUser = {
  id: 9,
  full_name: 'Paula Parceira',
  email: null,
  user_type: 'PARCEIRO',
  is_superuser: false,
  dealership_name: null,
  partner_name: 'Posto Estrela',
  dealership_associated: null,
  partner: 4,
};
