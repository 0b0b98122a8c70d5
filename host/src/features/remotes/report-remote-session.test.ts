import { configureBeacons } from './api-beacon';
import { reportRemoteSession, resetCountedSessions } from './report-remote-session';

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);

function blobText(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const sent = () =>
  Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => ({
      url,
      body: JSON.parse(await blobText(data as Blob)) as Record<string, string>,
    })),
  );

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  sendBeacon.mockClear();
  sessionStorage.clear();
  resetCountedSessions();
  configureBeacons('/api/v1/');
});

test('a tab counts once per remote and version, with the anonymous tab id of the failure reports', async () => {
  reportRemoteSession('dashboard', '1.1.0');
  reportRemoteSession('dashboard', '1.1.0');
  reportRemoteSession('dashboard', '1.2.0');
  reportRemoteSession('tables', '1.1.0');
  const beacons = await sent();
  expect(beacons.map((beacon) => beacon.url)).toEqual(
    Array(3).fill('http://localhost/api/v1/ops/remote-sessions/'),
  );
  expect(beacons.map(({ body }) => `${body.remote}@${body.version}`)).toEqual([
    'dashboard@1.1.0',
    'dashboard@1.2.0',
    'tables@1.1.0',
  ]);
  const tabId = sessionStorage.getItem('fidelidade:sessao-anonima');
  expect(tabId).toMatch(/^[0-9a-f]{32}$/);
  for (const { body } of beacons) expect(body.session_id).toBe(tabId);
});

test('a reload of the same tab does not count it again (the list lives in sessionStorage)', () => {
  reportRemoteSession('acoes', '3.0.0');
  // What a new page load of the same tab starts with: nothing in memory, the tab's sessionStorage.
  const stored = sessionStorage.getItem('fidelidade:sessoes-contadas');
  resetCountedSessions();
  sessionStorage.setItem('fidelidade:sessoes-contadas', stored ?? '[]');
  reportRemoteSession('acoes', '3.0.0');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test('without sendBeacon it goes by fetch with keepalive, without credentials', async () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  const fetchMock = jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  configureBeacons('https://api.example.com/api/v1/');
  reportRemoteSession('settings', '1.0.0');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('https://api.example.com/api/v1/ops/remote-sessions/');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  expect(JSON.parse(String(init?.body))).toMatchObject({ remote: 'settings', version: '1.0.0' });
});
