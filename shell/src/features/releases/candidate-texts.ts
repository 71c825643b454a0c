import type { RollbackCandidate } from '@console/shared/release-plane';

/** Why a kept release is one to think twice about before it runs for everyone: an aborted canary, a failed check. */
export function candidateWarning(candidate: RollbackCandidate): string | null {
  if (candidate.aborted) {
    const by = candidate.aborted.by ? ` by ${candidate.aborted.by}` : '';
    return `it was aborted as a canary${by}${candidate.aborted.reason ? `: ${candidate.aborted.reason}` : ''}`;
  }
  if (candidate.verified === false) return 'it failed a check when it was published (forced)';
  return null;
}

/** How a kept release is named in a choice: its version and what it is. */
export function candidateLabel(candidate: RollbackCandidate, previous: string | null): string {
  const notes = [
    candidate.version === previous ? 'the release before' : null,
    candidate.source === 'upload' && candidate.direction === 'newer' ? 'uploaded, not live yet' : null,
    candidate.direction === 'older' && candidate.version !== previous ? 'older' : null,
    candidate.aborted ? 'aborted canary' : null,
    !candidate.aborted && candidate.verified === false ? 'failed a check' : null,
  ].filter((note): note is string => note !== null);
  return notes.length > 0 ? `${candidate.version} (${notes.join(', ')})` : candidate.version;
}

/**
 * The choices of a change, in the order a release manager should read them: for a rollback the
 * stable history first (releases that were live and passed their checks, newest first), then the
 * rest (aborted canaries, forced releases) marked; for an activation the newer builds first.
 */
export function orderedCandidates(candidates: readonly RollbackCandidate[], mode: 'rollback' | 'activate'): RollbackCandidate[] {
  const wanted = mode === 'rollback' ? candidates.filter((candidate) => candidate.direction === 'older') : [...candidates];
  const rank = (candidate: RollbackCandidate) => (candidateWarning(candidate) ? 2 : 0) + (mode === 'activate' && candidate.direction === 'older' ? 1 : 0);
  return wanted.map((candidate, index) => ({ candidate, index })).sort((a, b) => rank(a.candidate) - rank(b.candidate) || a.index - b.index).map(({ candidate }) => candidate);
}
