import type { HostProvides } from '@fidelidade/contract/version-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, RemoteUnavailableError } from './load-remote-module';
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
      { provides, report },
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
      (await loadRemoteModule(manifest(compatible), 'dashboard', './App', { provides, report })).version,
    ).toBe('1.1.0');
    expect(
      (await loadRemoteModule(manifest(undefined), 'dashboard', './App', { provides, report })).version,
    ).toBe('1.1.0');
    expect(report).not.toHaveBeenCalled();
  });

  it('when no version fits the host the screen is unavailable, with the reason reported', async () => {
    const report = jest.fn();
    const newerReact = { react: { version: '20.0.0' } };
    await expect(
      loadRemoteModule(manifest(newerReact), 'dashboard', './App', { provides, report }),
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
