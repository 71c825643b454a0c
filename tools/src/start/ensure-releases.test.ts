import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { candidateApp, staleBuild } from './ensure-releases';

describe("staleBuild (whether npm start and the e2e setup rebuild an app's dist)", () => {
  let dist: string;
  const info = (extra: Record<string, unknown>) =>
    writeFileSync(
      path.join(dist, 'build-info.json'),
      JSON.stringify({ schema: 1, app: 'mf-master', packageName: 'mf-master', packageVersion: '1.0.0', federationName: 'mf_master', kind: 'remote', exposes: ['./screens'], sharedVersion: '2.1.0', git: { commit: null, dirty: null }, declaration: { schema: 1, screens: [] }, ...extra }),
    );
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const HASH = 'a'.repeat(64);
  const sources = (hash: string) => () => hash;

  it('keeps a build made from the sources the checkout has', async () => {
    info({ sourceHash: HASH });
    await expect(staleBuild('mf-master', dist, sources(HASH))).resolves.toBeNull();
  });

  it('rebuilds one whose sources changed (or were reverted) since, whatever the file times say', async () => {
    info({ sourceHash: HASH });
    await expect(staleBuild('mf-master', dist, sources('b'.repeat(64)))).resolves.toBe('its sources changed since it was built');
  });

  it('rebuilds one made before builds recorded their sources, and one not built yet', async () => {
    info({});
    await expect(staleBuild('mf-master', dist, sources(HASH))).resolves.toBe('built before builds recorded their sources');
    rmSync(path.join(dist, 'build-info.json'));
    await expect(staleBuild('mf-master', dist, sources(HASH))).resolves.toBe('not built yet');
  });
});

describe('candidateApp', () => {
  it('is the app CONSOLE_CANDIDATE names, and refuses an unknown one', () => {
    expect(candidateApp({})).toBeNull();
    expect(candidateApp({ CONSOLE_CANDIDATE: 'mf-master' })).toBe('mf-master');
    expect(() => candidateApp({ CONSOLE_CANDIDATE: 'mf-payments' })).toThrow('CONSOLE_CANDIDATE=mf-payments is not an app of the console');
  });
});
