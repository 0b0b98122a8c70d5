import { blobText } from '../../test/beacon-body';
import { VOUCHED_TELEMETRY_ID } from '../../test/telemetry-session';
import { configureBeacons } from './api-beacon';
import { reportRemoteFailure, resetSentReports, sendFailureReports } from './report-remote-failure';
import { resetTelemetrySession } from './telemetry-session';

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
const failed = { remote: 'dashboard', version: '1.2.0-abcdef0123', kind: 'render' as const };

const sentIds = () =>
  Promise.all(
    sendBeacon.mock.calls.map(
      async ([, data]) => (JSON.parse(await blobText(data as Blob)) as { session_id: string }).session_id,
    ),
  );

/** The API's answer to GET ops/telemetry-session/, held until the test lets it go. */
function heldTelemetryAnswer() {
  let answer: (response: Response) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  globalThis.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  ) as typeof fetch;
  return {
    answer: () =>
      answer(
        Response.json({
          session_id: VOUCHED_TELEMETRY_ID,
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      ),
    abort: () => refuse(new DOMException('The user aborted a request.', 'AbortError')),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  sendBeacon.mockClear();
  sessionStorage.clear();
  resetSentReports();
  resetTelemetrySession();
  configureBeacons('/api/v1/');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('a failure before the telemetry id arrived is sent with that id when it does', async () => {
  const api = heldTelemetryAnswer();
  reportRemoteFailure(failed, 'Remote dashboard falhou ao renderizar', new Error('canário quebrado'));
  await settle();
  expect(sendBeacon).not.toHaveBeenCalled();
  api.answer();
  await settle();
  await settle();
  expect(await sentIds()).toEqual([VOUCHED_TELEMETRY_ID]);
  sendFailureReports();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test("a page reloaded before the id arrived leaves its report to the tab's next load, which sends it with the id", async () => {
  const api = heldTelemetryAnswer();
  reportRemoteFailure(failed, 'Remote dashboard falhou ao renderizar', new Error('canário quebrado'));
  window.dispatchEvent(new Event('pagehide'));
  // The reload aborts the id's fetch: the random id would stand in, and never be counted.
  api.abort();
  await settle();
  await settle();
  expect(sendBeacon).not.toHaveBeenCalled();

  // The next load of the same tab: fresh page state, the same sessionStorage.
  resetTelemetrySession();
  const next = heldTelemetryAnswer();
  sendFailureReports();
  next.answer();
  await settle();
  await settle();
  expect(await sentIds()).toEqual([VOUCHED_TELEMETRY_ID]);
  const body = JSON.parse(await blobText(sendBeacon.mock.calls[0]?.[1] as Blob));
  expect(body).toMatchObject({ ...failed, page: '/', message: expect.stringContaining('canário quebrado') });
  sendFailureReports();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

test('while the API cannot issue an id, the report still reaches operators, with the random id', async () => {
  const api = heldTelemetryAnswer();
  reportRemoteFailure(failed, 'Remote dashboard falhou ao renderizar', new Error('canário quebrado'));
  api.abort();
  await settle();
  await settle();
  const [id] = await sentIds();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
});
