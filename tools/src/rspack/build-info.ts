import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { declarationProblems, type RemoteDeclaration } from '@console/shared/declaration';

/** The file every build writes beside its manifest: who the build is and where it came from. */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * What a build says about itself (`build-info.json`, schema 1). The release tooling checks the
 * identity against `APP_IDENTITIES` and keeps the rest as the release's provenance. It holds no
 * time stamp: two builds of the same code are the same build.
 */
export interface BuildInfo {
  readonly schema: 1;
  /** The app folder / release name, e.g. `mf-master`. */
  readonly app: string;
  readonly packageName: string;
  readonly packageVersion: string;
  readonly federationName: string;
  readonly kind: 'host' | 'remote';
  readonly exposes: readonly string[];
  /** The `@console/shared` version the build was made with. */
  readonly sharedVersion: string;
  /** The commit the build was made from and whether the tree had changes besides it (null outside a git checkout). */
  readonly git: { readonly commit: string | null; readonly dirty: boolean | null };
  /** A remote's declaration of its screens (publish checks it and records it on the release). */
  readonly declaration?: RemoteDeclaration;
  /** The dashboard paths the shell renders itself (no remote may declare one). */
  readonly shellScreens?: readonly string[];
  /**
   * A shell's production build: the `@console/shared` contract report (`shared/contract.json`) the
   * names it provides to remotes were read from, by version and sha256 (decision 115).
   */
  readonly sharedContract?: { readonly version: string; readonly sha256: string };
  /**
   * The sha256 of the sources the build was made from (`appSourceHash`: the app's folder, the
   * shared library, the rule set, the build configuration, the lock file): `npm start` and the e2e
   * setup rebuild an app whose sources have changed since (decision 153). Absent in older builds.
   */
  readonly sourceHash?: string;
}

/** The commit of the checkout `dir` is in and whether it has uncommitted changes; nulls outside git. */
export function gitState(dir: string): BuildInfo['git'] {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8', timeout: 10_000 });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return { commit: null, dirty: null };
  const status = git('status', '--porcelain');
  return { commit: head.stdout.trim(), dirty: status.status === 0 ? status.stdout.trim() !== '' : null };
}

/** What is wrong with a parsed `build-info.json`, one line each; empty when it has every field. */
export function buildInfoProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['it is not a JSON object'];
  const info = value as Record<string, unknown>;
  const problems: string[] = [];
  if (info.schema !== 1) problems.push(`schema is ${JSON.stringify(info.schema)}, not 1`);
  for (const key of ['app', 'packageName', 'packageVersion', 'federationName', 'sharedVersion'] as const) {
    if (typeof info[key] !== 'string' || info[key] === '') problems.push(`${key} is missing`);
  }
  if (info.kind !== 'host' && info.kind !== 'remote') problems.push('kind is neither host nor remote');
  if (!Array.isArray(info.exposes) || !info.exposes.every((key) => typeof key === 'string')) problems.push('exposes is not a list of keys');
  const git = info.git as Record<string, unknown> | undefined;
  if (typeof git !== 'object' || git === null || !('commit' in git) || !('dirty' in git)) problems.push('git is missing');
  if (info.declaration !== undefined) problems.push(...declarationProblems(info.declaration).map((problem) => `declaration: ${problem}`));
  const contract = info.sharedContract as Record<string, unknown> | undefined;
  if (contract !== undefined && (typeof contract !== 'object' || contract === null || typeof contract.version !== 'string' || typeof contract.sha256 !== 'string')) {
    problems.push('sharedContract is not a version and a sha256');
  }
  if (info.sourceHash !== undefined && !(typeof info.sourceHash === 'string' && /^[0-9a-f]{64}$/.test(info.sourceHash))) problems.push('sourceHash is not a sha256');
  if (info.shellScreens !== undefined && !(Array.isArray(info.shellScreens) && info.shellScreens.every((screen) => typeof screen === 'string'))) {
    problems.push('shellScreens is not a list of paths');
  }
  return problems;
}

/** Reads a build's `build-info.json`: null when there is none (a build made before builds wrote it). */
export async function readBuildInfo(folder: string): Promise<BuildInfo | null> {
  let text: string;
  try {
    text = await readFile(path.join(folder, BUILD_INFO_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${BUILD_INFO_FILE} is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const problems = buildInfoProblems(parsed);
  if (problems.length > 0) throw new Error(`${BUILD_INFO_FILE} is malformed: ${problems.join('; ')}`);
  return parsed as BuildInfo;
}
