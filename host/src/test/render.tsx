import { configureHttp, type StoredUser, sessionStore } from '@fidelidade/session';
import { API, adminUser } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

// The machine is shared (2 cores, many jobs): findBy/waitFor wait up to 10 s instead of 1 s.
configure({ asyncUtilTimeout: 10_000 });

/** Signed in as `user` with the HTTP client on a fake absolute base (fetch is faked per test). */
export function signInAs(user: StoredUser = adminUser) {
  localStorage.clear();
  configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user });
}

/** A host screen with the providers the shell gives it: react-query (no retries), a router, antd's App. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // zeroRuntime: no CSS-in-JS style tags, so jsdom's getComputedStyle (role queries, user-event)
    // does not match thousands of antd rules for every element. Motion off: messages appear at once.
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AntdApp>{ui}</AntdApp>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}
