/** A release of a remote this page runs that is no longer the one its browser should run. */
export interface ReleaseChange {
  app: string;
  /** `newer`: another release is active; `rolled-back` / `aborted`: the one this page runs was withdrawn. */
  kind: 'newer' | 'rolled-back' | 'aborted';
  running: string;
  active: string | null;
}

type Listener = () => void;
let changes: readonly ReleaseChange[] = [];
const listeners = new Set<Listener>();

/**
 * What the open-tab notice shows (decision 085). Kept apart from the remote loader, so the layout
 * that shows the notice does not download the loader: the loader's release watch writes here.
 */
export const releaseNoticeStore = {
  get: (): readonly ReleaseChange[] => changes,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * The latest changes. A withdrawn release stays listed until the page reloads, even if a later
   * answer no longer names it: the person has to know the page ran a release that was taken back.
   */
  set(next: readonly ReleaseChange[]): void {
    const withdrawn = changes.filter((change) => change.kind !== 'newer' && !next.some((other) => other.app === change.app && other.kind !== 'newer'));
    const merged = [...withdrawn, ...next.filter((change) => !(change.kind === 'newer' && withdrawn.some((gone) => gone.app === change.app)))];
    if (JSON.stringify(merged) === JSON.stringify(changes)) return;
    changes = merged;
    for (const listener of listeners) listener();
  },
  /** Forgets everything (tests). */
  reset(): void {
    changes = [];
    for (const listener of listeners) listener();
  },
};
