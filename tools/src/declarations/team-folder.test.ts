import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { APPS, ROOT_DIR } from '../paths';

const REMOTES = APPS.filter((app) => app !== 'shell');
/** The packages whose jest tests run in `npm test` (the root jest.config.ts's projects). */
const PACKAGES = ['shared', 'shell', ...REMOTES, 'rules', 'api', 'tools'];

/** The test files of a package (as its jest project finds them). */
const testsOf = (folder: string): string[] =>
  readdirSync(path.join(ROOT_DIR, folder, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Libraries from npm stay out of the graph; the workspace's own packages and files are followed. */
const onlyWorkspace: Plugin = {
  name: 'only-workspace',
  setup(on) {
    on.onResolve({ filter: /^[^./]/ }, (args) => (/^(@console\/|shell$|shell\/|mf-)/.test(args.path) ? undefined : { path: args.path, external: true }));
    on.onResolve({ filter: /\.(css|svg|png|woff2?)$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Every workspace file the tests of `folder` load, however deep (relative imports and workspace packages). */
async function filesLoadedByTestsOf(folder: string): Promise<string[]> {
  const result = await build({
    entryPoints: testsOf(folder),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: path.join(ROOT_DIR, '.team-folder-check'),
    logLevel: 'silent',
    plugins: [onlyWorkspace],
  });
  return Object.keys(result.metafile.inputs).map((input) => path.resolve(ROOT_DIR, input));
}

/**
 * Decision 150: a remote's team touches only its folder. The shell's tests route, list and search
 * fake remotes of their own, and the tooling reads no remote's source (no generated fixture of the
 * remotes' screens to keep in step with them), so no file of a remote, its declaration included, is
 * anything another package's test loads, however deep: a remote that adds a screen and a panel
 * (declared in its own src/declaration, its exposes following from it) leaves every other team's
 * `npm test` as it was. (The e2e suites read the declarations on purpose: they test the console.)
 */
describe("a remote's change and the other teams' tests", () => {
  it.each(PACKAGES)("no test of %s loads a file of another team's remote", async (folder) => {
    const loaded = await filesLoadedByTestsOf(folder);
    expect(loaded.length).toBeGreaterThan(0);
    const foreign = loaded.filter((file) => REMOTES.some((remote) => remote !== folder && file.startsWith(path.join(ROOT_DIR, remote) + path.sep)));
    expect(foreign.map((file) => path.relative(ROOT_DIR, file))).toEqual([]);
  }, 60_000);
});
