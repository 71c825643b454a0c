import type { RecordedReleaseRecord } from './release-events';

/** The 8 hex digits of the build's content hash a version ends with (before a `.2` clash suffix). */
export const versionHash = (version: string) => /-([0-9a-f]{8})(?:\.\d+)?$/.exec(version)?.[1];

/**
 * Whether a kept release is the build with `contentHash`: by its recorded hash, or, for a release
 * published before hashes were recorded, by the 8 hex digits its version carries (the same hash of
 * the same files: `build-info.json` did not exist then).
 */
export function isSameBuild(record: RecordedReleaseRecord, contentHash: string): boolean {
  const recorded = record.build?.contentHash;
  return recorded ? recorded === contentHash : versionHash(record.version) === contentHash.slice(0, 8);
}

/** Whether two kept releases are the same build. */
export function sameBuilds(a: RecordedReleaseRecord, b: RecordedReleaseRecord): boolean {
  if (a.build?.contentHash && b.build?.contentHash) return a.build.contentHash === b.build.contentHash;
  const hash = versionHash(a.version);
  return hash !== undefined && hash === versionHash(b.version);
}
