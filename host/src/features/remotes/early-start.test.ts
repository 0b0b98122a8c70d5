import { adminUser } from '@fidelidade/session/test-helpers';
import { preloadScreen, screenForPath } from './early-start';
import type { RemoteManifest } from './remote-manifest';

const manifest: RemoteManifest = {
  remotes: {
    dashboard: { version: '1.0.0', entry: '/remotes/dashboard/1.0.0/remoteEntry.js', fallbacks: [] },
  },
};
const federationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['1.abc.js', 'expose_App.def.js'] } } }],
};
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(federationManifest))) as typeof fetch;
});

test('the path decides the screen; / and /admin open the dashboard, /auth opens none', () => {
  expect(screenForPath('/admin/tables')?.remote).toBe('tables');
  expect(screenForPath('/admin/feedback')?.module).toBe('./Feedback');
  expect(screenForPath('/admin/clientes/12')).toMatchObject({ remote: 'tables', module: './Customer' });
  expect(screenForPath('/')?.remote).toBe('dashboard');
  expect(screenForPath('/admin')?.remote).toBe('dashboard');
  expect(screenForPath('/auth/login')).toBeUndefined();
});

test('signed in: preloads the remote entry and the exposed module chunks of the current screen', async () => {
  localStorage.setItem('token', 'x');
  localStorage.setItem('userData', JSON.stringify(adminUser));
  await preloadScreen(manifest, '/admin/dashboard');
  expect(globalThis.fetch).toHaveBeenCalledWith(
    new URL('http://localhost/remotes/dashboard/1.0.0/mf-manifest.json'),
  );
  expect(preloaded()).toEqual([
    'http://localhost/remotes/dashboard/1.0.0/remoteEntry.js',
    'http://localhost/remotes/dashboard/1.0.0/1.abc.js',
    'http://localhost/remotes/dashboard/1.0.0/expose_App.def.js',
  ]);
});

test("with the chunks in the registry's manifest, the entry and they are preloaded at once, without a fetch", async () => {
  localStorage.setItem('token', 'x');
  localStorage.setItem('userData', JSON.stringify(adminUser));
  const dashboard = manifest.remotes.dashboard;
  if (!dashboard) throw new Error('fixture');
  const listed: RemoteManifest = {
    remotes: { dashboard: { ...dashboard, preload: { './App': ['expose_App.def.js', '9.fed.js'] } } },
  };
  await preloadScreen(listed, '/admin/dashboard');
  await preloadScreen(listed, '/admin/dashboard');
  expect(globalThis.fetch).not.toHaveBeenCalled();
  expect(preloaded()).toEqual([
    'http://localhost/remotes/dashboard/1.0.0/remoteEntry.js',
    'http://localhost/remotes/dashboard/1.0.0/expose_App.def.js',
    'http://localhost/remotes/dashboard/1.0.0/9.fed.js',
  ]);
});

test('a browser in the canary preloads the canary version, one outside it the live version', async () => {
  localStorage.setItem('token', 'x');
  localStorage.setItem('userData', JSON.stringify(adminUser));
  const withCanary: RemoteManifest = {
    remotes: {
      dashboard: {
        version: '1.0.0',
        entry: '/remotes/dashboard/1.0.0/remoteEntry.js',
        fallbacks: [],
        canary: { version: '1.1.0', entry: '/remotes/dashboard/1.1.0/remoteEntry.js', percent: 20 },
      },
    },
  };
  localStorage.setItem('fidelidade:canario', '19');
  await preloadScreen(withCanary, '/admin/dashboard');
  expect(preloaded()[0]).toBe('http://localhost/remotes/dashboard/1.1.0/remoteEntry.js');

  document.head.innerHTML = '';
  localStorage.setItem('fidelidade:canario', '20');
  await preloadScreen(withCanary, '/admin/dashboard');
  expect(preloaded()[0]).toBe('http://localhost/remotes/dashboard/1.0.0/remoteEntry.js');
});

test("the host's own screens (the operations console) preload no remote", async () => {
  localStorage.setItem('token', 'x');
  localStorage.setItem('userData', JSON.stringify(adminUser));
  expect(screenForPath('/admin/operacoes')).toBeUndefined();
  await preloadScreen(manifest, '/admin/operacoes');
  expect(preloaded()).toEqual([]);
});

test('signed out, or a remote missing from the manifest: preloads nothing', async () => {
  await preloadScreen(manifest, '/admin/dashboard');
  localStorage.setItem('token', 'x');
  localStorage.setItem('userData', JSON.stringify(adminUser));
  await preloadScreen(manifest, '/admin/tables');
  expect(preloaded()).toEqual([]);
  expect(globalThis.fetch).not.toHaveBeenCalled();
});
