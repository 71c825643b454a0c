import { userInfo } from 'node:os';

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

function safeLoginName(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}
