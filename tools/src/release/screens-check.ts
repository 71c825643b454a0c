import type { RemoteDeclaration } from '@console/shared/declaration';
import { APPS, type AppName } from '../paths';
import { readBuildInfo } from '../rspack/build-info';
import { type FolderOf, keptFolder } from './release-folder';
import type { RecordedRegistry, ReleaseCheck } from './release-events';

/** A dashboard path and the app that owns it now. */
interface OwnedPath {
  path: string;
  owner: string;
}

/** The paths the releases of `app` that browsers can get now (the active one, and a running canary) declare. */
function declaredPathsOf(registry: RecordedRegistry, app: string): OwnedPath[] {
  const entry = registry.apps[app];
  if (!entry) return [];
  const versions = [entry.active, entry.canary?.version].filter((version): version is string => Boolean(version));
  const paths = versions.flatMap((version) => entry.releases.find((release) => release.version === version)?.declaration?.screens.map((screen) => screen.path) ?? []);
  return [...new Set(paths)].map((owned) => ({ path: owned, owner: app }));
}

/** The paths the active shell renders itself, from its build-info (none for a shell built before it recorded them). */
async function shellPaths(registry: RecordedRegistry, releaseFolder: FolderOf): Promise<OwnedPath[]> {
  const active = registry.apps.shell?.active;
  if (!active) return [];
  const info = await readBuildInfo(releaseFolder('shell', active)).catch(() => null);
  return (info?.shellScreens ?? []).map((owned) => ({ path: owned, owner: 'shell' }));
}

const describeClaims = (claims: { path: string; owner: string }[]) => claims.map((claim) => `/dashboard/${claim.path} belongs to ${claim.owner}`).join('; ');

/**
 * The screens check (decision 100): a remote's build declares its screens (a valid declaration,
 * checked when the build-info was read), and claims no dashboard path another app owns: the shell's
 * own screens, or a screen of another remote's active release or running canary. A shell may not
 * take a path an active remote declares. Not overridable: two apps cannot both render one path.
 */
export async function screensCheck(
  registry: RecordedRegistry,
  app: AppName,
  candidate: { declaration?: RemoteDeclaration; shellScreens?: readonly string[]; kind: 'host' | 'remote' },
  releaseFolder: FolderOf = keptFolder,
): Promise<ReleaseCheck> {
  if (candidate.kind === 'host') {
    const own = new Set(candidate.shellScreens ?? []);
    const taken = APPS.filter((other) => other !== 'shell').flatMap((other) => declaredPathsOf(registry, other)).filter((claim) => own.has(claim.path));
    return taken.length > 0
      ? { name: 'screens', status: 'failed', detail: `it renders paths an active remote declares: ${describeClaims(taken)}` }
      : { name: 'screens', status: 'passed', detail: `no active remote declares a path it renders itself (${[...own].join(', ') || 'none'})` };
  }
  if (!candidate.declaration) {
    return { name: 'screens', status: 'failed', detail: `its build declares no screens (built before remotes declared them): build ${app} again` };
  }
  const declared = candidate.declaration.screens.map((screen) => screen.path);
  const owned = [...(await shellPaths(registry, releaseFolder)), ...APPS.filter((other) => other !== app && other !== 'shell').flatMap((other) => declaredPathsOf(registry, other))];
  const claims = owned.filter((claim) => declared.includes(claim.path));
  if (claims.length > 0) return { name: 'screens', status: 'failed', detail: `it declares paths another app owns: ${describeClaims(claims)}` };
  return { name: 'screens', status: 'passed', detail: `${declared.length} screen${declared.length === 1 ? '' : 's'} declared, no path another app owns: ${declared.join(', ')}` };
}
