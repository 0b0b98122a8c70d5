import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { adminUser } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

// The machine is shared (2 cores, many jobs): findBy/waitFor wait up to 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });

/** Signed in as `user` with the HTTP client on a fake absolute base (fetch is faked per test). */
export function signInAs(user: StoredUser = adminUser) {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
}

/** Shows the router's current search string so tests can assert what the URL holds. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location-search">{location.search}</output>;
}

/** The providers the host gives a remote: react-query (no retries), the router and antd's App. */
export function renderWithProviders(ui: ReactNode, initialEntry = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    // zeroRuntime: no CSS-in-JS style tags, so jsdom's getComputedStyle (role queries, user-event)
    // does not match thousands of antd rules for every element. Motion off: messages appear at once.
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <AntdApp>
            {ui}
            <LocationProbe />
          </AntdApp>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...result, client };
}
