import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { MapLike, MapsApi } from '../lib/maps/maps-api';
import { MapsLoaderContext } from '../lib/maps/maps-loader-context';

// The machine is shared and slow at times: give findBy*/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

export function signInForTests() {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
}

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

const noMaps = () => Promise.reject(new Error('maps loader not given to this test'));

/** The providers the host gives a remote: react-query (no retries), router, antd App. */
export function renderWithProviders(
  ui: ReactNode,
  options: { url?: string; mapsLoader?: (key: string) => Promise<MapsApi<MapLike>> } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // zeroRuntime: no CSS-in-JS style tags, so jsdom's getComputedStyle (called by role queries and
    // user-event for every element and its ancestors) does not match thousands of antd rules; it
    // was 60 % of a screen test's CPU. Motion off so messages and modals appear at once.
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[options.url ?? '/admin/settings']}>
          <MapsLoaderContext.Provider value={options.mapsLoader ?? noMaps}>
            <AntdApp>{ui}</AntdApp>
          </MapsLoaderContext.Provider>
          <CurrentUrl />
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/**
 * The same providers under a data router (the host's kind): the unsaved-changes guard's tab and
 * route blocking (useBlocker) only works there. Returns the router to read the URL from.
 */
export function renderInDataRouter(ui: ReactNode, url = '/admin/settings') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/settings', element: ui }], { initialEntries: [url] });
  render(
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
