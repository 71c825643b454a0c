import { userInfo } from 'node:os';
import type { ReleaseActor } from './release-events';

/**
 * Who runs a release command, for the registry history: `--by`, else `RELEASE_BY` (set by CI to
 * the person or pipeline that triggered it), else the login name. Control characters are removed
 * and the name is kept short, so the history stays one readable line per event.
 */
export function releaseActor(by: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [by, env.RELEASE_BY, env.USER, env.LOGNAME, safeLoginName()];
  for (const candidate of candidates) {
    const clean = withoutControlCharacters(candidate ?? '').trim().slice(0, 100);
    if (clean) return clean;
  }
  return 'unknown';
}

const withoutControlCharacters = (text: string) => [...text].filter((char) => char >= ' ' && char !== '\u007f').join('');

/**
 * The operating-system account this process runs as, from its user id (not from the environment,
 * which anyone can set): what the history records as proven, beside the claimed `--by`.
 */
export function osUser(): string {
  const name = safeLoginName();
  if (name) return name;
  const uid = process.getuid?.();
  return uid === undefined ? 'unknown' : `uid ${uid}`;
}

/**
 * Who runs a release command and why, for the registry: the claimed name (`releaseActor`), the
 * proven account (`osUser`) and the reason given with `--reason` (one line, 500 characters at most).
 */
export function releaseActorOf(options: { by?: string; reason?: string }, env: NodeJS.ProcessEnv = process.env): ReleaseActor {
  const reason = withoutControlCharacters(options.reason ?? '').trim().slice(0, 500);
  return { by: releaseActor(options.by, env), osUser: osUser(), ...(reason ? { reason } : {}) };
}

function safeLoginName(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}
