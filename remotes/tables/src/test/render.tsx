// Test helpers: the host's providers, a URL probe and a fake API at the fetch boundary.
import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { adminUser, fakeFetch } from '@fidelidade/session/test-helpers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(url: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    // zeroRuntime: no CSS-in-JS style tags, so jsdom's getComputedStyle (role queries, user-event)
    // does not match thousands of antd rules for every element. Motion off: messages appear at once.
    <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AntdApp>
            {ui}
            <LocationProbe />
          </AntdApp>
        </MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

/** The current path and query, decoded ('Adição' rather than '%C3%A7'). */
export const currentUrl = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

export function signInAsAdmin() {
  localStorage.clear();
  configureHttp({ baseUrl: 'http://localhost/api/v1/', onSessionExpired: jest.fn() });
  sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
}

/** Fakes the API; returns every requested URL, in order. */
export function serveApi(answer: (url: URL) => Response | Promise<Response>): URL[] {
  const urls: URL[] = [];
  fakeFetch((request) => {
    const url = new URL(request.url);
    urls.push(url);
    return answer(url);
  });
  return urls;
}

export const pageOf = <T,>(results: T[], count = results.length, pageSize = 10) => ({
  count,
  next: null,
  previous: null,
  total_pages: Math.ceil(count / pageSize),
  results,
});

export const bodyRows = () =>
  screen.queryAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

export const rowCells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);

/** The query a request carried, without page_size (always 10 here). */
export const paramsOf = (url: URL | undefined) => {
  const params = Object.fromEntries(url?.searchParams ?? []);
  delete params.page_size;
  return params;
};

/** The names of the column headers that sort (antd marks them with a class). */
export const sortableHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .filter((th) => th.classList.contains('ant-table-column-has-sorters'))
    .map((th) => th.textContent);

export { captureDownloads } from '@fidelidade/session/test-dom';
