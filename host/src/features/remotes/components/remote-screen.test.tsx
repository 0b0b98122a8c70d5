import { blobText } from '../../../test/beacon-body';
import '@testing-library/jest-dom';
import { configureHttp, sessionStore } from '@fidelidade/session';
import { API, adminUser, fakeFetch, jsonResponse } from '@fidelidade/session/test-helpers';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../../app/app';
import { appRoutes } from '../../../app/router';
import { holdTelemetrySession, VOUCHED_TELEMETRY_ID } from '../../../test/telemetry-session';
import { badVersions, pageActions } from '../bad-versions';
import { forgetLoadedRemotes } from '../load-remote-module';
import type { RemoteManifest } from '../remote-manifest';
import { RemoteManifestProvider } from '../remote-manifest-context';
import { resetSentReports, sendFailureReports } from '../report-remote-failure';
import { resetCountedSessions } from '../report-remote-session';
import { RemoteScreen } from './remote-screen';

// The Module Federation runtime is where remote scripts are fetched: a fake one whose answer depends on
// the entry last registered for the remote (registerRemotes) and on what each entry URL "serves".
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

type Served = ComponentType | 'fail';
const registered = new Map<string, string>();
let served = new Map<string, Served>();

const manifestUrl = 'http://localhost/remotes/manifest.json';
const v110 = 'http://localhost/remotes/dashboard/1.1.0/mf-manifest.json';
const v100 = 'http://localhost/remotes/dashboard/1.0.0/mf-manifest.json';
const withDashboard = (fallbacks: RemoteManifest['remotes'][string]['fallbacks'] = []): RemoteManifest => ({
  remotes: { dashboard: { version: '1.1.0', entry: v110, fallbacks } },
});
/** What the gateway currently answers for the live manifest (null: unreachable). */
let liveManifest: RemoteManifest | null;

const Current = () => <p>Dashboard 1.1.0</p>;
const Previous = () => <p>Dashboard 1.0.0</p>;
let fragileBroken = true;
function Fragile() {
  if (fragileBroken) throw new Error('boom');
  return <p>Dashboard 1.1.0</p>;
}

function renderScreen(initial: RemoteManifest) {
  return render(
    <RemoteManifestProvider url={manifestUrl} initial={initial}>
      <input aria-label="Estado do shell" />
      <RemoteScreen remote="dashboard" module="./App" />
    </RemoteManifestProvider>,
  );
}

const loadCalls = () => jest.mocked(loadRemote).mock.calls.length;
let consoleError: jest.SpyInstance;
const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);

/** jsdom's Blob has no text(): read it the older way. */
/** The failure reports (or session counts) the page sent by navigator.sendBeacon, with their JSON bodies. */
async function beacons(endpoint: 'remote-failures' | 'remote-sessions' = 'remote-failures') {
  const calls = sendBeacon.mock.calls.filter(([url]) => url.endsWith(`/ops/${endpoint}/`));
  return Promise.all(
    calls.map(async ([url, data]) => ({
      url,
      type: (data as Blob).type,
      body: JSON.parse(await blobText(data as Blob)) as Record<string, string>,
    })),
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  forgetLoadedRemotes();
  registered.clear();
  served = new Map();
  liveManifest = withDashboard();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  resetSentReports();
  resetCountedSessions();
  holdTelemetrySession();
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    for (const remote of remotes) if ('entry' in remote) registered.set(remote.name, remote.entry);
  });
  jest.mocked(loadRemote).mockImplementation((async (id: string) => {
    const entry = registered.get(id.split('/')[0] ?? '') ?? '';
    const answer = served.get(entry) ?? 'fail';
    if (answer === 'fail') throw new Error(`ScriptExternalLoadError: ${entry}`);
    return { default: answer };
  }) as unknown as typeof loadRemote);
  fakeFetch((request) => {
    if (request.url === manifestUrl) {
      if (!liveManifest) throw new TypeError('Failed to fetch');
      return jsonResponse(200, liveManifest);
    }
    return jsonResponse(404);
  });
});

afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
// The loader retries the current version after 300 and 900 ms: give findBy enough fake time.
const slow = { timeout: 5000 };

describe('RemoteScreen (docs/architecture.md §3)', () => {
  it('shows a loading state, then the remote, registering the manifest entry', async () => {
    served.set(v110, Current);
    renderScreen(withDashboard());
    expect(screen.getByLabelText('Carregando tela')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Dashboard 1.1.0')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'dashboard', entry: v110 }], { force: true });
    expect(loadRemote).toHaveBeenCalledWith('dashboard/App');
    expect(screen.queryByLabelText('Carregando tela')).not.toBeInTheDocument();
  });

  it('retries a failing current version (300/900 ms backoff) before giving up on it', async () => {
    served.set(v110, 'fail');
    renderScreen(withDashboard());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(loadCalls()).toBe(1);
    served.set(v110, Current);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(await screen.findByText('Dashboard 1.1.0')).toBeInTheDocument();
    expect(loadCalls()).toBe(2);
    expect(screen.queryByText('Não foi possível carregar esta tela')).not.toBeInTheDocument();
  });

  it("a remote absent from the manifest shows the unavailable state with 'Tentar novamente'", async () => {
    renderScreen({ remotes: {} });
    expect(await screen.findByText('Não foi possível carregar esta tela')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();

    // Published meanwhile: the retry re-reads the live manifest and finds it.
    served.set(v110, Current);
    await user().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
  });

  it("a failed load shows the error; 'Tentar novamente' recovers without a page reload", async () => {
    served.set(v110, 'fail');
    renderScreen(withDashboard());
    await user().type(screen.getByLabelText('Estado do shell'), 'digitado');

    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();
    expect(loadCalls()).toBe(3); // first try + two retries
    expect(screen.queryByText('Dashboard 1.1.0')).not.toBeInTheDocument();

    served.set(v110, Current);
    await user().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta tela')).not.toBeInTheDocument();
    // Same document, same shell state: no reload happened.
    expect(screen.getByLabelText('Estado do shell')).toHaveValue('digitado');
    expect(loadCalls()).toBe(4);
  });

  it("when the current version fails, the manifest's fallback renders", async () => {
    served.set(v110, 'fail');
    served.set(v100, Previous);
    renderScreen(withDashboard([{ version: '1.0.0', entry: v100 }]));
    expect(await screen.findByText('Dashboard 1.0.0', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta tela')).not.toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'dashboard', entry: v100 }], { force: true });
    expect(consoleError).toHaveBeenCalledWith(
      'Remote dashboard@1.1.0 falhou; usando 1.0.0',
      expect.any(Error),
    );
  });

  it('a current version that crashes while rendering is marked bad and the page reloads onto the good one', async () => {
    const reloadPage = jest.spyOn(pageActions, 'reload').mockImplementation(() => {});
    fragileBroken = true;
    served.set(v110, Fragile);
    served.set(v100, Previous);
    const first = renderScreen(withDashboard([{ version: '1.0.0', entry: v100 }]));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(badVersions('dashboard')).toEqual(['1.1.0']);
    expect(consoleError).toHaveBeenCalledWith(
      'Remote dashboard@1.1.0 falhou ao renderizar; usando a versão anterior',
      expect.any(Error),
    );
    // After the reload the tab skips the bad version.
    first.unmount();
    renderScreen(withDashboard([{ version: '1.0.0', entry: v100 }]));
    expect(await screen.findByText('Dashboard 1.0.0', undefined, slow)).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('when the current version and every fallback fail, the error state shows', async () => {
    served.set(v110, 'fail');
    served.set(v100, 'fail');
    renderScreen(withDashboard([{ version: '1.0.0', entry: v100 }]));
    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();
    expect(loadCalls()).toBe(4);
  });

  it('a retry while the manifest cannot be fetched keeps the known manifest', async () => {
    served.set(v110, 'fail');
    renderScreen(withDashboard());
    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();

    liveManifest = null; // gateway unreachable during the retry, the remote itself is back
    served.set(v110, Current);
    await user().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
  });
});

describe('a remote that throws while rendering', () => {
  beforeEach(() => {
    localStorage.clear();
    configureHttp({ baseUrl: API, onSessionExpired: jest.fn() });
    sessionStore.getState().setSession({ token: 'acc', refreshToken: 'ref', user: adminUser });
  });
  afterEach(() => sessionStore.getState().clearSession());

  it('is caught by its boundary: the menu and top bar stay, and a retry renders it', async () => {
    fragileBroken = true;
    served.set(v110, Fragile);
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/admin/dashboard'] });
    render(<App router={router} manifestUrl={manifestUrl} manifest={withDashboard()} />);

    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tabelas/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menu do usuário$/ })).toHaveTextContent('Ana Admin');
    expect(consoleError).toHaveBeenCalledWith(
      'Falha ao carregar tela remota',
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );

    fragileBroken = false;
    await user().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('failure reports (docs/operations.md, the remote registry)', () => {
  beforeEach(() => window.history.pushState({}, '', '/admin/dashboard?aba=1#topo'));
  afterEach(() => {
    window.history.pushState({}, '', '/');
    sessionStorage.clear();
  });

  it('a load failure sends a beacon to the API with the remote, the failed version and the page', async () => {
    served.set(v110, 'fail');
    served.set(v100, Previous);
    renderScreen(withDashboard([{ version: '1.0.0', entry: v100 }]));
    expect(await screen.findByText('Dashboard 1.0.0', undefined, slow)).toBeInTheDocument();
    const [report, ...others] = await beacons();
    expect(others).toEqual([]);
    expect(report?.url).toBe('http://localhost/api/v1/ops/remote-failures/');
    expect(report?.type).toBe('application/json');
    expect(report?.body).toEqual({
      remote: 'dashboard',
      version: '1.1.0',
      kind: 'load',
      page: '/admin/dashboard',
      message: `Remote dashboard@1.1.0 falhou; usando 1.0.0: ScriptExternalLoadError: ${v110}`,
      session_id: VOUCHED_TELEMETRY_ID,
    });
  });

  it('a render crash sends a render beacon, also when no fallback exists', async () => {
    fragileBroken = true;
    served.set(v110, Fragile);
    renderScreen(withDashboard());
    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();
    const reports = await beacons();
    expect(reports.map((report) => report.body)).toEqual([
      expect.objectContaining({
        remote: 'dashboard',
        version: '1.1.0',
        kind: 'render',
        page: '/admin/dashboard',
        message: 'Remote dashboard@1.1.0 falhou ao renderizar: boom',
      }),
    ]);
  });

  it('without sendBeacon the report goes with fetch keepalive, anonymous, with the tab’s telemetry id', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    const posted: { url: string; keepalive: boolean; body: Record<string, string> }[] = [];
    fakeFetch(async (request) => {
      if (request.url.endsWith('/ops/remote-failures/')) {
        expect(request.headers.get('authorization')).toBeNull();
        posted.push({ url: request.url, keepalive: request.keepalive, body: await request.json() });
        return new Response(null, { status: 202 });
      }
      return jsonResponse(404);
    });
    served.set(v110, 'fail');
    renderScreen(withDashboard());
    expect(
      await screen.findByText('Não foi possível carregar esta tela', undefined, slow),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      {
        url: 'http://localhost/api/v1/ops/remote-failures/',
        keepalive: true,
        body: expect.objectContaining({ remote: 'dashboard', version: '1.1.0', kind: 'load' }),
      },
    ]);
    expect(posted[0]?.body.session_id).toBe(VOUCHED_TELEMETRY_ID);
  });
});

describe('canary and sessions (docs/architecture.md §3)', () => {
  const v120 = 'http://localhost/remotes/dashboard/1.2.0/mf-manifest.json';
  const withCanary = (): RemoteManifest => ({
    remotes: {
      dashboard: {
        version: '1.1.0',
        entry: v110,
        fallbacks: [],
        canary: { version: '1.2.0', entry: v120, percent: 50 },
      },
    },
  });
  beforeEach(() => localStorage.setItem('fidelidade:canario', '7'));
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a canary that crashes on render is reported with its version, and the page reloads onto the live one', async () => {
    const reloadPage = jest.spyOn(pageActions, 'reload').mockImplementation(() => {});
    fragileBroken = true;
    served.set(v120, Fragile);
    served.set(v110, Current);
    const first = renderScreen(withCanary());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(badVersions('dashboard')).toEqual(['1.2.0']);
    // The reload would cut a beacon sent now: the reloaded page sends the report (bootstrap).
    expect(await beacons()).toEqual([]);
    first.unmount();
    sendFailureReports();
    expect((await beacons()).map((report) => report.body)).toEqual([
      expect.objectContaining({ remote: 'dashboard', version: '1.2.0', kind: 'render' }),
    ]);
    renderScreen(withCanary());
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
  });

  it('each version a tab loads is counted once as a session, with the same tab id as its failure reports', async () => {
    served.set(v120, 'fail');
    served.set(v110, Current);
    const first = renderScreen(withCanary());
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
    first.unmount();
    renderScreen(withCanary());
    expect(await screen.findByText('Dashboard 1.1.0', undefined, slow)).toBeInTheDocument();
    const sessions = await beacons('remote-sessions');
    expect(sessions.map((beacon) => beacon.url)).toEqual([
      'http://localhost/api/v1/ops/remote-sessions/',
      'http://localhost/api/v1/ops/remote-sessions/',
    ]);
    expect(sessions.map((beacon) => beacon.body)).toEqual([
      { remote: 'dashboard', version: '1.2.0', session_id: VOUCHED_TELEMETRY_ID },
      { remote: 'dashboard', version: '1.1.0', session_id: sessions[0]?.body.session_id },
    ]);
    const [failure] = await beacons();
    expect(failure?.body).toMatchObject({ version: '1.2.0', session_id: sessions[0]?.body.session_id });
  });
});
