import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRemoteAgainstShell, describeMissing, missingExports, SHARED_PROVISION_FILE, SHARED_USAGE_FILE } from './shared-exports-check';

describe('missingExports', () => {
  const provides = { '@chakra-ui/react': ['Box', 'Button'], 'react-router': ['useNavigate'] };

  it('is empty when the shell provides everything a remote imports', () => {
    expect(missingExports({ '@chakra-ui/react': ['Box'], 'react-router': ['useNavigate'] }, provides)).toEqual([]);
  });

  it('names every export the shell lacks, and a namespace import', () => {
    expect(missingExports({ '@chakra-ui/react': ['Box', 'Splitter'], 'react-router': '*' }, provides)).toEqual([
      { library: '@chakra-ui/react', name: 'Splitter' },
      { library: 'react-router', name: expect.stringContaining('namespace import') as string },
    ]);
  });

  it('explains what to do', () => {
    const message = describeMissing('mf-master', 'the shell', [{ library: '@chakra-ui/react', name: 'Splitter' }]);
    expect(message).toContain('Splitter from @chakra-ui/react');
    expect(message).toContain('SHARED_EXPORTS in shared/federation.cjs');
    expect(message).toContain('release the shell first');
  });
});

describe('checkRemoteAgainstShell (publish time)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shared-exports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (folder: string, file: string, value: unknown) => {
    const target = path.join(dir, folder);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, file), JSON.stringify(value));
    return target;
  };

  it('refuses a remote that imports an export the active shell does not provide', () => {
    const shell = write('shell', SHARED_PROVISION_FILE, { app: 'shell', provides: { '@chakra-ui/react': ['Box'] } });
    const remote = write('remote', SHARED_USAGE_FILE, { app: 'mf-master', uses: { '@chakra-ui/react': ['Box', 'Tabs'] } });
    expect(checkRemoteAgainstShell(remote, shell)).toContain('Tabs from @chakra-ui/react');
  });

  it('lets a fitting remote through, and builds from before the check', () => {
    const shell = write('shell', SHARED_PROVISION_FILE, { app: 'shell', provides: { '@chakra-ui/react': ['Box', 'Tabs'] } });
    const remote = write('remote', SHARED_USAGE_FILE, { app: 'mf-master', uses: { '@chakra-ui/react': ['Tabs'] } });
    expect(checkRemoteAgainstShell(remote, shell)).toBeUndefined();
    expect(checkRemoteAgainstShell(path.join(dir, 'old-remote'), shell)).toBeUndefined();
  });
});
