import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const APP_SEGMENT = /^[a-z][a-z0-9-]*$/;
/** Precompressed copies the static layer may send in place of a file. */
const VARIANTS = ['', '.br', '.gz'];
const CACHE_LIMIT = 10_000;

/** Whether `file` is a regular file whose real path lies inside `realFolder` (absent: `missing`). */
async function inside(file: string, realFolder: string): Promise<'inside' | 'outside' | 'missing'> {
  const entry = await lstat(file).catch(() => null);
  if (!entry) return 'missing';
  const real = await realpath(file).catch(() => null);
  if (!real || !real.startsWith(realFolder + path.sep)) return 'outside';
  const target = await stat(real).catch(() => null);
  return target?.isFile() ? 'inside' : 'outside';
}

/**
 * Which files under `/releases/` may be served: only regular files whose real path lies inside
 * their own release folder `<app>/<version>/`, the folder itself a real folder inside the releases
 * folder, no segment a dotfile, and every precompressed copy the static layer could send in its
 * place passing the same test. A symbolic link (to the API's database, to `/etc`), a device or a
 * folder answers 404, whatever the build that brought it. Release folders never change, so a file
 * found servable is remembered.
 */
export function releaseFileGuard(releasesDir: string) {
  const servable = new Set<string>();
  let realRoot: string | null = null;

  return async function isServable(urlPath: string): Promise<boolean> {
    if (servable.has(urlPath)) return true;
    let segments: string[];
    try {
      segments = urlPath.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return false;
    }
    const [app, version, ...rest] = segments;
    if (!app || !version || rest.length === 0 || !APP_SEGMENT.test(app)) return false;
    if ([version, ...rest].some((segment) => segment === '' || segment.startsWith('.') || /[\\/\0]/.test(segment))) return false;

    realRoot ??= await realpath(releasesDir).catch(() => null);
    if (!realRoot) return false;
    const folder = path.join(releasesDir, app, version);
    const folderEntry = await lstat(folder).catch(() => null);
    if (!folderEntry?.isDirectory()) return false;
    const realFolder = await realpath(folder).catch(() => null);
    if (realFolder !== path.join(realRoot, app, version)) return false;

    const file = path.join(folder, ...rest);
    const found = await Promise.all(VARIANTS.map((suffix) => inside(file + suffix, realFolder)));
    if (found[0] !== 'inside' || found.includes('outside')) return false;
    if (servable.size >= CACHE_LIMIT) servable.clear();
    servable.add(urlPath);
    return true;
  };
}
