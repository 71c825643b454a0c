import type { ReleaseEvent } from '@console/shared/release-plane';

/** Events that changed the app's active release: an upload, a canary's start and abort did not (decisions 085, 142). */
export const isActivation = (event: ReleaseEvent): boolean =>
  event.action === 'publish' || event.action === 'rollback' || event.action === 'activate' || event.action === 'promote';

/**
 * The releases that were active, oldest first, as a rollback walks them back: a publish puts its
 * release on top; a rollback to a release already on the stack returns to it (dropping what was
 * activated after it), a rollback to one that is not (forward, to a newer release) puts it on top.
 * So after `publish v1, publish bad, rollback, publish v3`, rolling back goes to v1, not to `bad`.
 * A promoted canary counts as a publish; a canary that was aborted was never active.
 */
export function activationStack(history: readonly ReleaseEvent[]): string[] {
  const stack: string[] = [];
  for (const event of history) {
    if (!isActivation(event)) continue;
    const index = event.action === 'rollback' ? stack.lastIndexOf(event.version) : -1;
    if (index >= 0) stack.length = index + 1;
    else stack.push(event.version);
  }
  return stack;
}
