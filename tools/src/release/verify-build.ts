import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { SHELL_PUBLIC_PATH_PLACEHOLDER } from '../../rspack/shell-public-path';
import { APP_IDENTITIES, type AppName, expectedExposes, RELEASES_URL_PATH } from '../paths';
import { BUILD_INFO_FILE, type BuildInfo, readBuildInfo } from '../rspack/build-info';
import { listFiles } from './hash-directory';
import { irregularEntries } from './irregular-entries';
import type { ReleaseCheck } from './release-events';

const brotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

export const MANIFEST_FILE = 'mf-manifest.json';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of an `mf-manifest.json` the release checks read. */
export interface FederationManifest {
  name: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
  shared?: { name?: string; assets?: ManifestAssets }[];
}

/** What a build folder holds, read once for the checks. */
export interface BuildFolder {
  folder: string;
  files: string[];
  manifest: FederationManifest | null;
  /** Why the manifest could not be read, when it could not. */
  manifestProblem?: string;
  buildInfo: BuildInfo | null;
  buildInfoProblem?: string;
  /** Entries that are neither regular files nor folders (links, pipes, sockets, devices), as `name (what)`. */
  irregular: string[];
}

export async function readBuildFolder(folder: string): Promise<BuildFolder> {
  const files = await listFiles(folder);
  const result: BuildFolder = { folder, files, manifest: null, buildInfo: null, irregular: await irregularEntries(folder) };
  try {
    const parsed = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as FederationManifest).name !== 'string') throw new Error('it has no federation name');
    result.manifest = parsed as FederationManifest;
  } catch (error) {
    result.manifestProblem = (error as NodeJS.ErrnoException).code === 'ENOENT' ? `${MANIFEST_FILE} is missing` : `${MANIFEST_FILE} cannot be read: ${(error as Error).message}`;
  }
  try {
    result.buildInfo = await readBuildInfo(folder);
  } catch (error) {
    result.buildInfoProblem = (error as Error).message;
  }
  return result;
}

const passed = (name: ReleaseCheck['name'], detail: string): ReleaseCheck => ({ name, status: 'passed', detail });
const failed = (name: ReleaseCheck['name'], detail: string): ReleaseCheck => ({ name, status: 'failed', detail });

const exposedKeys = (manifest: FederationManifest) => (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name ?? ''}`).sort();

/**
 * Whether the build is the app's own: the federation name, package and exposed modules the app is
 * known by (`APP_IDENTITIES`). A build of another app under this app's name would register under
 * the other's federation name and break both (decision 080). `legacy` accepts a release made
 * before builds wrote `build-info.json` (a rollback to one), judged by its manifest alone.
 */
export function checkIdentity(app: AppName, build: BuildFolder, options: { legacy?: boolean } = {}): ReleaseCheck {
  const identity = APP_IDENTITIES[app];
  const problems: string[] = [];
  const { manifest, buildInfo } = build;
  if (build.buildInfoProblem) problems.push(build.buildInfoProblem);
  else if (!buildInfo && !options.legacy) {
    problems.push(`it has no ${BUILD_INFO_FILE}: it was built before builds recorded who they are; build it again (npm run build -w ${app})`);
  }
  if (buildInfo) {
    if (buildInfo.app !== app || buildInfo.packageName !== identity.packageName) {
      problems.push(`it is a build of ${buildInfo.packageName} (app ${buildInfo.app}), not of ${identity.packageName}`);
    }
    if (buildInfo.federationName !== identity.federationName) problems.push(`its build names itself ${buildInfo.federationName}; ${app} is ${identity.federationName}`);
    if (buildInfo.kind !== identity.kind) problems.push(`it is a ${buildInfo.kind} build; ${app} is a ${identity.kind}`);
  }
  if (!manifest) problems.push(build.manifestProblem ?? `${MANIFEST_FILE} cannot be read`);
  else {
    if (manifest.name !== identity.federationName) problems.push(`its manifest registers it as ${manifest.name}; ${app} is ${identity.federationName}`);
    const keys = exposedKeys(manifest);
    // What it must expose follows from its own declaration (decision 150); a release made before
    // build-info existed is judged by the keys any remote of its time exposed.
    const legacy = identity.kind === 'host' ? [] : keys.includes('./panels') ? ['./panels', './screens'] : ['./screens'];
    const expected = buildInfo ? expectedExposes(identity.kind, buildInfo.declaration) : legacy;
    if (keys.join(', ') !== expected.join(', ')) {
      problems.push(`it exposes [${keys.join(', ')}]; ${identity.kind === 'host' ? 'a shell exposes nothing' : `its declaration implies [${expected.join(', ')}]`}`);
    }
  }
  const hasPage = build.files.includes('index.html');
  if (identity.kind === 'host' && !hasPage) problems.push('it has no index.html: a shell build has its page');
  if (problems.length > 0) return failed('identity', `not ${app}'s own build:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  const what = `${identity.packageName} ${buildInfo?.packageVersion ?? ''}`.trim();
  const exposes = manifest ? exposedKeys(manifest) : [];
  return passed('identity', `${what}, federation name ${identity.federationName}${exposes.length > 0 ? `, exposes ${exposes.join(', ')}` : ''}${buildInfo ? '' : ` (released before ${BUILD_INFO_FILE} existed: judged by its manifest)`}`);
}

const assetsOf = (assets: ManifestAssets | undefined) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? []), ...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])];

/**
 * The files of the release folder its page loads (scripts and style sheets under its public path),
 * and the URLs it would load from another release's folder (a page copied out of a release).
 */
function pageFiles(page: string, publicPath: string): { files: string[]; foreign: string[] } {
  const files: string[] = [];
  const foreign: string[] = [];
  for (const match of page.matchAll(/\b(?:src|href)="([^"]+)"/g)) {
    const url = match[1] ?? '';
    if (url.startsWith(publicPath)) files.push(url.slice(publicPath.length));
    else if (url.startsWith(`${RELEASES_URL_PATH}/`)) foreign.push(url);
    else if (!/^([a-z]+:|\/|#)/i.test(url) && /\.(js|css)$/.test(url)) files.push(url);
  }
  return { files, foreign };
}

/**
 * Whether every file the release needs is there: its manifest parses, and every file it names
 * exists: the remote entry, the exposed modules' and shared libraries' chunks; for the shell, the
 * scripts its page loads (`publicPath`: the page's release path once publish has written it, the
 * build's placeholder before).
 */
export async function checkCompleteness(build: BuildFolder, options: { publicPath?: string } = {}): Promise<ReleaseCheck> {
  const { manifest } = build;
  if (!manifest) return failed('completeness', build.manifestProblem ?? `${MANIFEST_FILE} cannot be read`);
  const named = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) named.add(path.posix.join(entry.path ?? '', entry.name));
  for (const expose of manifest.exposes ?? []) for (const file of assetsOf(expose.assets)) named.add(file);
  for (const shared of manifest.shared ?? []) for (const file of assetsOf(shared.assets)) named.add(file);
  if (build.files.includes('index.html')) {
    const page = pageFiles(await readFile(path.join(build.folder, 'index.html'), 'utf8'), options.publicPath ?? SHELL_PUBLIC_PATH_PLACEHOLDER);
    for (const file of page.files) named.add(file);
    if (page.foreign.length > 0) {
      return failed('completeness', `its page loads files of another release (${page.foreign.join(', ')}): publish the app's build, not a copy of a release folder`);
    }
  }
  const present = new Set(build.files);
  const missing = [...named].filter((file) => !present.has(path.normalize(file))).sort();
  if (missing.length > 0) {
    return failed('completeness', `${missing.length} of the ${named.size} files its manifest${build.files.includes('index.html') ? ' and page' : ''} name are missing: ${missing.join(', ')}`);
  }
  return passed('completeness', `all ${named.size} files its manifest${build.files.includes('index.html') ? ' and page' : ''} name are there`);
}

/**
 * Whether the build holds only regular files and folders (no link, pipe, socket or device), and
 * every precompressed copy (`.br`, `.gz`) decompresses to exactly the bytes of its file:
 * the server sends the copy to a browser that accepts it, so a stale copy would give two users two
 * different releases under one version.
 */
export async function checkIntegrity(build: BuildFolder): Promise<ReleaseCheck> {
  if (build.irregular.length > 0) {
    return failed(
      'integrity',
      `${build.irregular.length} ${build.irregular.length === 1 ? 'entry is' : 'entries are'} not a regular file or folder:\n${build.irregular.map((entry) => `- ${entry}`).join('\n')}\nA release holds only its own files (the server would serve what a link points at): build it again without them.`,
    );
  }
  const problems: string[] = [];
  let copies = 0;
  const present = new Set(build.files);
  for (const file of build.files) {
    const compression = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gz' : null;
    if (!compression) continue;
    copies += 1;
    const plain = file.slice(0, -(compression.length + 1));
    if (!present.has(plain)) {
      problems.push(`${file} has no ${plain} beside it`);
      continue;
    }
    const [packed, original] = await Promise.all([readFile(path.join(build.folder, file)), readFile(path.join(build.folder, plain))]);
    const unpacked = await (compression === 'br' ? brotli(packed) : gunzipAsync(packed)).catch(() => null);
    if (!unpacked) problems.push(`${file} does not decompress`);
    else if (!unpacked.equals(original)) problems.push(`${file} is not ${plain} (${unpacked.length} bytes decompressed, ${original.length} in the file)`);
  }
  if (problems.length > 0) {
    return failed('integrity', `${problems.length} precompressed ${problems.length === 1 ? 'copy does' : 'copies do'} not match ${problems.length === 1 ? 'its file' : 'their files'}:\n${problems.map((problem) => `- ${problem}`).join('\n')}\nRemove the .br and .gz files from the build (publish writes its own) or build it again.`);
  }
  return passed('integrity', copies === 0 ? 'no precompressed copies' : `all ${copies} precompressed copies decompress to their files' bytes`);
}

/** Whether a folder exists (a release's, before checking it). */
export const folderExists = (folder: string) => access(folder).then(() => true, () => false);
