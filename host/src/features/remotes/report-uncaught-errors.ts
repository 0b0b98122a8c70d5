import { reportRemoteFailure } from './report-remote-failure';

// Every remote's files are served under /remotes/<name>/<version>/ (the registry's layout), so
// an error thrown by a remote's own script outside React's render (an event handler, a timer, a
// rejected promise: no error boundary sees those) names its remote and version in its stack.
const remoteFile = /\/remotes\/([\w-]+)\/([\w.+-]+)\//;

function reportIfFromRemote(where: string, error: unknown) {
  const match = remoteFile.exec(where);
  if (!match?.[1] || !match[2]) return;
  const [, remote, version] = match;
  reportRemoteFailure({ remote, version, kind: 'error' }, `Erro não tratado em ${remote}@${version}`, error);
}

const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? '') : '');

/** Reports the uncaught errors and rejections that come from a remote's scripts. */
export function reportUncaughtRemoteErrors(target: Window = window) {
  target.addEventListener('error', (event) =>
    reportIfFromRemote(`${event.filename} ${stackOf(event.error)}`, event.error ?? event.message),
  );
  target.addEventListener('unhandledrejection', (event) =>
    reportIfFromRemote(stackOf(event.reason), event.reason),
  );
}
