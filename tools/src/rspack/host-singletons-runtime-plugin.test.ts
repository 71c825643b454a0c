import { preferHost, satisfiesSimpleRange } from './host-singletons-runtime-plugin';

const args = (versions: Record<string, string>, required: string, strictVersion = true) => ({
  shareScopeMap: { default: { '@console/shared': Object.fromEntries(Object.entries(versions).map(([version, from]) => [version, { from }])) } },
  scope: 'default',
  pkgName: '@console/shared',
  version: Object.keys(versions).sort().at(-1) ?? '',
  shareInfo: { from: 'mf_master', shareConfig: { singleton: true, requiredVersion: required, strictVersion } },
  resolver: () => ({ shared: { from: 'default resolver' }, useTreesShaking: false }),
});

describe('preferHost', () => {
  it("resolves a singleton to the shell's copy even when a remote registered a newer one", () => {
    const resolved = preferHost(args({ '1.1.0': 'shell', '1.2.0': 'mf_master' }, '^1.0.0'), 'shell');
    expect(resolved.resolver()).toEqual({ shared: { from: 'shell' }, useTreesShaking: false });
  });

  it("fails with the runtime's message when the shell's copy does not satisfy a strict requirement", () => {
    const resolved = preferHost(args({ '1.1.0': 'shell', '2.0.0': 'mf_master' }, '^2.0.0'), 'shell');
    expect(() => resolved.resolver()).toThrow(/Version 1\.1\.0 from shell of shared singleton module @console\/shared does not satisfy/);
  });

  it('leaves the choice to the runtime when the shell has no copy', () => {
    const original = args({ '1.2.0': 'mf_master' }, '^1.0.0');
    expect(preferHost(original, 'shell')).toBe(original);
  });
});

describe('satisfiesSimpleRange', () => {
  it.each([
    ['1.1.0', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['1.1.0', '^2.0.0', false],
    ['0.5.1', '^0.5.0', true],
    ['0.6.0', '^0.5.0', false],
    ['19.3.1', '~19.3.0', true],
    ['3.37.0', '3.37.0', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesSimpleRange(version, range)).toBe(expected);
  });

  it('leaves other ranges to the runtime', () => {
    expect(satisfiesSimpleRange('1.0.0', '>=1 <3')).toBeUndefined();
  });
});
