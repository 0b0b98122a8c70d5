import type { HostProvides } from '@fidelidade/contract/version-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetLoadedRemotes, loadRemoteModule, RemoteUnavailableError } from './load-remote-module';
import type { RemoteManifest } from './remote-manifest';

// The Module Federation runtime is where remote scripts are fetched: every registered entry "loads".
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const Screen = () => null;
const provides: HostProvides = {
  antd: { version: '6.6.8+1a2b3c4d', names: ['Button', 'Card'] },
  react: { version: '19.3.1' },
};
const entry = (version: string) => `/remotes/dashboard/${version}/remoteEntry.js`;
const registeredEntries = () =>
  jest
    .mocked(registerRemotes)
    .mock.calls.flatMap(([remotes]) => remotes.map((remote) => ('entry' in remote ? remote.entry : '')));

function manifest(
  current: RemoteManifest['remotes'][string]['requires'],
  fallback = current,
): RemoteManifest {
  return {
    remotes: {
      dashboard: {
        version: '1.1.0',
        entry: entry('1.1.0'),
        requires: current,
        fallbacks: [{ version: '1.0.0', entry: entry('1.0.0'), requires: fallback }],
      },
    },
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  forgetLoadedRemotes();
  jest.mocked(loadRemote).mockResolvedValue({ default: Screen });
});

describe('the version contract in the browser (docs/architecture.md §3)', () => {
  it('a version whose requires the host cannot satisfy is never loaded: the previous one is, and it is reported', async () => {
    const report = jest.fn();
    const loaded = await loadRemoteModule(
      manifest(
        { antd: { version: '6.6.8+ffffffff', names: ['Button', 'Segmented'] } },
        { antd: { version: '6.6.8+1a2b3c4d', names: ['Button'] }, react: { version: '19.0.0' } },
      ),
      'dashboard',
      './App',
      { provides, report, countSession: jest.fn() },
    );
    expect(loaded.version).toBe('1.0.0');
    expect(registeredEntries()).toEqual([entry('1.0.0')]);
    expect(report).toHaveBeenCalledWith(
      { remote: 'dashboard', version: '1.1.0', kind: 'load' },
      'Remote dashboard@1.1.0 falhou; usando 1.0.0',
      new Error('incompatível com o host ativo: antd: faltam no host ativo: Segmented'),
    );
  });

  it('a compatible version, or one published without requires, loads as usual', async () => {
    const report = jest.fn();
    const compatible = { antd: { version: '6.6.8+00000000', names: ['Card'] } };
    expect(
      (
        await loadRemoteModule(manifest(compatible), 'dashboard', './App', {
          provides,
          report,
          countSession: jest.fn(),
        })
      ).version,
    ).toBe('1.1.0');
    expect(
      (
        await loadRemoteModule(manifest(undefined), 'dashboard', './App', {
          provides,
          report,
          countSession: jest.fn(),
        })
      ).version,
    ).toBe('1.1.0');
    expect(report).not.toHaveBeenCalled();
  });

  it('when no version fits the host the screen is unavailable, with the reason reported', async () => {
    const report = jest.fn();
    const newerReact = { react: { version: '20.0.0' } };
    await expect(
      loadRemoteModule(manifest(newerReact), 'dashboard', './App', {
        provides,
        report,
        countSession: jest.fn(),
      }),
    ).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(
      { remote: 'dashboard', version: '1.1.0', kind: 'load' },
      'Remote dashboard indisponível',
      new Error(
        'incompatível com o host ativo: react: construída contra 20.0.0, o host ativo fornece 19.3.1',
      ),
    );
  });
});

describe('the canary (docs/architecture.md §3)', () => {
  const withCanary = (percent: number): RemoteManifest => ({
    remotes: {
      dashboard: {
        version: '1.1.0',
        entry: entry('1.1.0'),
        fallbacks: [{ version: '1.0.0', entry: entry('1.0.0') }],
        canary: { version: '1.2.0', entry: entry('1.2.0'), percent },
      },
    },
  });
  const load = (manifest: RemoteManifest, report = jest.fn(), countSession = jest.fn()) =>
    loadRemoteModule(manifest, 'dashboard', './App', { provides, report, countSession });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a browser whose bucket is below the percent loads the canary and counts a session of it', async () => {
    localStorage.setItem('fidelidade:canario', '9');
    const countSession = jest.fn();
    const loaded = await load(withCanary(10), jest.fn(), countSession);
    expect(loaded).toMatchObject({ version: '1.2.0', hasFallback: true });
    expect(registeredEntries()).toEqual([entry('1.2.0')]);
    expect(countSession.mock.calls).toEqual([['dashboard', '1.2.0']]);
  });

  it('a browser at or above the percent loads the live version', async () => {
    localStorage.setItem('fidelidade:canario', '10');
    const countSession = jest.fn();
    expect((await load(withCanary(10), jest.fn(), countSession)).version).toBe('1.1.0');
    expect(registeredEntries()).toEqual([entry('1.1.0')]);
    expect(countSession.mock.calls).toEqual([['dashboard', '1.1.0']]);
  });

  it("a canary that fails to load (after the same retries as the live one) falls back to the live version and is reported with the canary's version", async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('fidelidade:canario', '0');
      jest.mocked(loadRemote).mockImplementation((async () => {
        const last = registeredEntries().at(-1);
        if (last === entry('1.2.0')) throw new Error('ScriptExternalLoadError');
        return { default: Screen };
      }) as typeof loadRemote);
      const report = jest.fn();
      const countSession = jest.fn();
      const loading = load(withCanary(50), report, countSession);
      await jest.advanceTimersByTimeAsync(2000);
      const loaded = await loading;
      expect(loaded.version).toBe('1.1.0');
      expect(registeredEntries()).toEqual([...Array(3).fill(entry('1.2.0')), entry('1.1.0')]);
      expect(report).toHaveBeenCalledWith(
        { remote: 'dashboard', version: '1.2.0', kind: 'load' },
        'Remote dashboard@1.2.0 falhou; usando 1.1.0',
        new Error('ScriptExternalLoadError'),
      );
      // Both versions count this tab: the failed canary's rate needs its sessions too.
      expect(countSession.mock.calls).toEqual([
        ['dashboard', '1.2.0'],
        ['dashboard', '1.1.0'],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a canary this tab saw crash is skipped: the live version loads', async () => {
    localStorage.setItem('fidelidade:canario', '0');
    sessionStorage.setItem('fidelidade:versao-ruim:dashboard', JSON.stringify(['1.2.0']));
    expect((await load(withCanary(50))).version).toBe('1.1.0');
  });

  it('an incompatible canary is never loaded: the live version is, and the canary is reported', async () => {
    localStorage.setItem('fidelidade:canario', '0');
    const manifest = withCanary(50);
    const dashboard = manifest.remotes.dashboard;
    if (dashboard?.canary) dashboard.canary.requires = { react: { version: '20.0.0' } };
    const report = jest.fn();
    expect((await load(manifest, report)).version).toBe('1.1.0');
    expect(registeredEntries()).toEqual([entry('1.1.0')]);
    expect(report).toHaveBeenCalledWith(
      { remote: 'dashboard', version: '1.2.0', kind: 'load' },
      'Remote dashboard@1.2.0 falhou; usando 1.1.0',
      expect.any(Error),
    );
  });
});

describe('preloading', () => {
  it("the version it loads has its entry and the module's chunks preloaded, the skipped one nothing", async () => {
    document.head.innerHTML = '';
    const listed = manifest(
      { antd: { version: '6.6.8+ffffffff', names: ['Segmented'] } },
      { react: { version: '19.0.0' } },
    );
    const dashboard = listed.remotes.dashboard;
    if (!dashboard) throw new Error('fixture');
    dashboard.preload = { './App': ['expose_App.abc.js'] };
    dashboard.fallbacks = dashboard.fallbacks.map((fallback) => ({
      ...fallback,
      preload: { './App': ['expose_App.def.js', '7.0123.js'], './Other': ['other.js'] },
    }));
    await loadRemoteModule(listed, 'dashboard', './App', {
      provides,
      report: jest.fn(),
      countSession: jest.fn(),
    });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    expect(links.map((link) => link.href)).toEqual([
      `http://localhost${entry('1.0.0')}`,
      'http://localhost/remotes/dashboard/1.0.0/expose_App.def.js',
      'http://localhost/remotes/dashboard/1.0.0/7.0123.js',
    ]);
  });
});

describe('a remote already loaded', () => {
  it('is used as it is from the same entry (no second container), registered again for another one or after a failure', async () => {
    const options = { provides, report: jest.fn(), countSession: jest.fn() };
    const live = manifest({ react: { version: '19.0.0' } });
    await loadRemoteModule(live, 'dashboard', './App', options);
    await loadRemoteModule(live, 'dashboard', './Other', options);
    expect(registeredEntries()).toEqual([entry('1.1.0')]);
    const dashboard = live.remotes.dashboard;
    if (!dashboard) throw new Error('fixture');
    const promoted: RemoteManifest = {
      remotes: { dashboard: { ...dashboard, version: '1.2.0', entry: entry('1.2.0') } },
    };
    await loadRemoteModule(promoted, 'dashboard', './App', options);
    expect(registeredEntries()).toEqual([entry('1.1.0'), entry('1.2.0')]);
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('chunk'));
    await loadRemoteModule(promoted, 'dashboard', './App', options);
    expect(registeredEntries()).toEqual([entry('1.1.0'), entry('1.2.0'), entry('1.2.0')]);
  });
});
