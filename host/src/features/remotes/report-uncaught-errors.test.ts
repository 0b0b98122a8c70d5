import { blobText } from '../../test/beacon-body';
import { holdTelemetrySession } from '../../test/telemetry-session';
import { resetSentReports } from './report-remote-failure';
import { reportUncaughtRemoteErrors } from './report-uncaught-errors';

const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  reportUncaughtRemoteErrors();
});
beforeEach(() => {
  sendBeacon.mockClear();
  resetSentReports();
  holdTelemetrySession();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test("an uncaught error from a remote's script is reported as 'error' with its remote and version", async () => {
  const error = new Error('clique quebrado');
  window.dispatchEvent(
    new ErrorEvent('error', {
      error,
      filename: 'http://localhost/remotes/tables/1.2.0-abcdef0123/512.9f8e7d6c5b.js',
    }),
  );
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const body = JSON.parse(await blobText(sendBeacon.mock.calls[0]?.[1] as Blob));
  expect(body).toMatchObject({
    remote: 'tables',
    version: '1.2.0-abcdef0123',
    kind: 'error',
    message: 'Erro não tratado em tables@1.2.0-abcdef0123: clique quebrado',
  });
});

test("a rejected promise is attributed by its stack; the host's own errors are not reported", async () => {
  const rejected = new Error('falha assíncrona');
  rejected.stack = `Error: falha assíncrona\n    at load (http://localhost/remotes/acoes/3.0.0-0123456789/expose_App.js:1:99)`;
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason: rejected });
  window.dispatchEvent(event);
  window.dispatchEvent(
    new ErrorEvent('error', { error: new Error('do host'), filename: 'http://localhost/main.js' }),
  );
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const body = JSON.parse(await blobText(sendBeacon.mock.calls[0]?.[1] as Blob));
  expect(body).toMatchObject({ remote: 'acoes', version: '3.0.0-0123456789', kind: 'error' });
});
