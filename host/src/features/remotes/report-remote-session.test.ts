import { waitFor } from '@testing-library/react';
import { blobText } from '../../test/beacon-body';
import { configureBeacons } from './api-beacon';
import { reportRemoteSession, resetCountedSessions } from './report-remote-session';
import { resetTelemetrySession } from './telemetry-session';

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
const vouchedId = 'v1-0123456789ab-0123456789ab-6750a1b2-0123456789abcdef01234567';
const telemetryFetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ session_id: vouchedId, expires_at: new Date(Date.now() + 86_400_000).toISOString() }),
);

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
  telemetryFetch.mockClear();
  globalThis.fetch = telemetryFetch as typeof fetch;
  sessionStorage.clear();
  resetCountedSessions();
  resetTelemetrySession();
  configureBeacons('/api/v1/');
});

test('a tab counts once per remote and version, with the telemetry id the API issued, fetched once', async () => {
  reportRemoteSession('dashboard', '1.1.0');
  reportRemoteSession('dashboard', '1.1.0');
  reportRemoteSession('dashboard', '1.2.0');
  reportRemoteSession('tables', '1.1.0');
  await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(3));
  const beacons = await sent();
  expect(beacons.map((beacon) => beacon.url)).toEqual(
    Array(3).fill('http://localhost/api/v1/ops/remote-sessions/'),
  );
  expect(beacons.map(({ body }) => `${body.remote}@${body.version}`)).toEqual([
    'dashboard@1.1.0',
    'dashboard@1.2.0',
    'tables@1.1.0',
  ]);
  for (const { body } of beacons) expect(body.session_id).toBe(vouchedId);
  expect(telemetryFetch).toHaveBeenCalledTimes(1);
  const [url, init] = telemetryFetch.mock.calls[0] ?? [];
  expect(String(url)).toBe('http://localhost/api/v1/ops/telemetry-session/');
  expect(init).toMatchObject({ credentials: 'omit' });
  // Kept for the tab: the next beacon goes at once, without asking again.
  reportRemoteSession('acoes', '2.0.0');
  expect(sendBeacon).toHaveBeenCalledTimes(4);
  expect(telemetryFetch).toHaveBeenCalledTimes(1);
});

test('while the API cannot issue an id, the tab’s random id stands in (reported, not counted)', async () => {
  telemetryFetch.mockImplementationOnce(async () => new Response(null, { status: 503 }));
  reportRemoteSession('dashboard', '1.1.0');
  await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
  const [beacon] = await sent();
  expect(beacon?.body.session_id).toBe(sessionStorage.getItem('fidelidade:sessao-anonima'));
  expect(beacon?.body.session_id).toMatch(/^[0-9a-f]{32}$/);
});

test('a reload of the same tab does not count it again (the list lives in sessionStorage)', async () => {
  reportRemoteSession('acoes', '3.0.0');
  await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
  // What a new page load of the same tab starts with: nothing in memory, the tab's sessionStorage.
  const stored = sessionStorage.getItem('fidelidade:sessoes-contadas');
  resetCountedSessions();
  sessionStorage.setItem('fidelidade:sessoes-contadas', stored ?? '[]');
  reportRemoteSession('acoes', '3.0.0');
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test('without sendBeacon it goes by fetch with keepalive, without credentials', async () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  const fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    String(url).endsWith('/ops/telemetry-session/')
      ? telemetryFetch(url, init)
      : new Response(null, { status: 204 }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  configureBeacons('https://api.example.com/api/v1/');
  reportRemoteSession('settings', '1.0.0');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  const [url, init] = fetchMock.mock.calls[1] ?? [];
  expect(url).toBe('https://api.example.com/api/v1/ops/remote-sessions/');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  expect(JSON.parse(String(init?.body))).toMatchObject({
    remote: 'settings',
    version: '1.0.0',
    session_id: vouchedId,
  });
});
