import path from 'node:path';
import { releasesDir } from '../paths';

/** Where the files of release `version` of `app` are. */
export type FolderOf = (app: string, version: string) => string;

/** A kept release's own folder: `releases/<app>/<version>/`. */
export const keptFolder: FolderOf = (app, version) => path.join(releasesDir(), app, version);

/**
 * `keptFolder`, except for candidates that are not in their release folder yet (a set being
 * checked before it is copied, or a dry run): there, the folder each is assembled in.
 */
export function withCandidates(candidates: Readonly<Record<string, { version: string; folder: string }>>): FolderOf {
  return (app, version) => {
    const candidate = candidates[app];
    return candidate && candidate.version === version ? candidate.folder : keptFolder(app, version);
  };
}
