import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ManifestShared } from '../compatibility';

/** What every app of this repository shares today (the shell provides these versions). */
export const CURRENT_SHARED: ManifestShared[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@chakra-ui/react', version: '3.37.0', requiredVersion: '3.37.0' },
  { name: '@console/shared', version: '1.1.0', requiredVersion: '^1.0.0' },
];

/** `CURRENT_SHARED` with one library changed. */
export const sharedWith = (name: string, change: Partial<ManifestShared>): ManifestShared[] =>
  CURRENT_SHARED.map((shared) => (shared.name === name ? { ...shared, ...change } : shared));

export interface FakeBuildOptions {
  page?: boolean;
  shared?: ManifestShared[];
  /** The shell's `shared-exports.json` (what its build shares of Chakra and the router). */
  provides?: Record<string, readonly string[]>;
  /** A remote's `shared-usage.json` (what its source imports of them). */
  uses?: Record<string, string[]>;
  /** Extra files of this many bytes each, to make a publish take a while. */
  padding?: { files: number; bytes: number };
}

/**
 * A per-test releases folder (`RELEASES_DIR`) and fake builds of the apps: a manifest with its
 * shared libraries, an entry and, for the shell, a page with the public-path placeholder.
 */
export function releaseWorkspace() {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'console-release-'));
    process.env.RELEASES_DIR = path.join(dir, 'releases');
  });
  afterEach(async () => {
    delete process.env.RELEASES_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return dir;
    },
    releasesDir: () => path.join(dir, 'releases'),
    async fakeBuild(federationName: string, content: string, options: FakeBuildOptions = {}): Promise<string> {
      const dist = path.join(dir, 'builds', federationName, content);
      await mkdir(dist, { recursive: true });
      await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: federationName, shared: options.shared ?? CURRENT_SHARED }));
      await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${content} */`.padEnd(2048, ' '));
      if (options.provides) await writeFile(path.join(dist, 'shared-exports.json'), JSON.stringify({ app: federationName, provides: options.provides }));
      if (options.uses) await writeFile(path.join(dist, 'shared-usage.json'), JSON.stringify({ app: federationName, uses: options.uses }));
      if (options.page) await writeFile(path.join(dist, 'index.html'), '<script src="__CONSOLE_SHELL_PUBLIC_PATH__/main.js"></script>');
      for (let index = 0; index < (options.padding?.files ?? 0); index += 1) {
        // Varied text, so compression has work to do.
        const line = `/* ${content} chunk ${index} */ export const value${index} = ${Math.random()};\n`;
        await writeFile(path.join(dist, `chunk-${index}.js`), line.repeat(Math.ceil((options.padding?.bytes ?? 0) / line.length)));
      }
      return dist;
    },
  };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const CLI = path.join(__dirname, '..', 'cli.ts');

/** Starts the release CLI as a child process, as a release manager (or CI) runs it. */
export function startCli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliResult>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

export const runCli = (args: string[], env?: NodeJS.ProcessEnv) => startCli(args, env).done;
