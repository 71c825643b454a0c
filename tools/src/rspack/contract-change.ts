import type { ContractFile, ContractName } from './contract-report';

/**
 * What a change of `@console/shared`'s contract needs of its version (decision 152). Under
 * `strictVersion` the version is what decides which shells and remotes run together, so it must say
 * what the names did:
 * - a value removed or changed (its type as the compiler prints it) is a **major**: a remote built
 *   against it would find it missing or different in the page's copy of the library;
 * - a type removed or changed is a **major** when a value's type names it (it is then part of that
 *   value's contract: the props of a component, the options of a function), and a **minor** when no
 *   value's type does: it exists only for the compiler, a released remote runs unchanged, and the
 *   remote's own typecheck tells its team on its next build;
 * - a name added is a **minor**.
 */
export type ContractStep = 'major' | 'minor';

/** One difference between the checked-in report and the library. */
export interface ContractChange {
  readonly key: string;
  readonly name: string;
  readonly kind: ContractName['kind'];
  readonly change: 'added' | 'removed' | 'changed';
  /** What the change needs of the version. */
  readonly step: ContractStep;
  /** Why it needs a major, for the names that do. */
  readonly why?: string;
}

/** The identifiers a type text names. */
const identifiersOf = (text: string) => new Set(text.match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []);

/**
 * For each type of an entry, the values whose contract it is part of: named by the value's type,
 * or by a type that is (a component's props name their parts' types), however deep.
 */
function valueUsers(entry: readonly ContractName[]): Map<string, string[]> {
  const types = new Map(entry.filter((name) => name.kind === 'type').map((type) => [type.name, identifiersOf(type.type)]));
  const users = new Map<string, string[]>();
  for (const value of entry.filter((name) => name.kind === 'value')) {
    const reached = new Set<string>();
    const pending = [identifiersOf(value.type)];
    while (pending.length > 0) {
      for (const identifier of pending.pop() ?? []) {
        const named = types.get(identifier);
        if (!named || reached.has(identifier)) continue;
        reached.add(identifier);
        pending.push(named);
      }
    }
    for (const type of reached) users.set(type, [...(users.get(type) ?? []), value.name]);
  }
  return users;
}

/** The differences between the report (`before`) and the library's contract (`after`), entry by entry. */
export function contractChanges(before: ContractFile['entries'], after: Readonly<Record<string, readonly ContractName[]>>): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const old = new Map((before[key] ?? []).map((name) => [name.name, name]));
    const now = new Map((after[key] ?? []).map((name) => [name.name, name]));
    const usersOf = valueUsers(before[key] ?? []);
    for (const [name, was] of old) {
      const is = now.get(name);
      if (is && is.kind === was.kind && is.type === was.type) continue;
      const change = is ? 'changed' : 'removed';
      if (was.kind === 'value' || (is && is.kind !== was.kind)) {
        changes.push({ key, name, kind: was.kind, change, step: 'major', why: `a value ${change === 'removed' ? 'removed' : 'changed'}` });
        continue;
      }
      const usedBy = usersOf.get(name) ?? [];
      changes.push(
        usedBy.length > 0
          ? { key, name, kind: 'type', change, step: 'major', why: `a type ${change} that ${usedBy.slice(0, 3).join(', ')}${usedBy.length > 3 ? ' and others' : ''} ${usedBy.length === 1 ? 'takes or gives' : 'take or give'}` }
          : { key, name, kind: 'type', change, step: 'minor' },
      );
    }
    for (const [name, is] of now) if (!old.has(name)) changes.push({ key, name, kind: is.kind, change: 'added', step: 'minor' });
  }
  return changes;
}

const parse = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
};

/**
 * Why `changes` cannot go out as `version` after `previous` (the report's), as a message naming
 * the names and the version to set; null when the version says enough (a major for a removal or
 * change of what a remote runs, at least a minor for anything else).
 */
export function versionProblem(previous: string, version: string, changes: readonly ContractChange[]): string | null {
  if (changes.length === 0) return null;
  const from = parse(previous);
  const to = parse(version);
  if (!from || !to) return `@console/shared's version ${version} (after ${previous}) is not major.minor.patch.`;
  const major = changes.filter((change) => change.step === 'major');
  const raisedMajor = to.major > from.major;
  const raisedMinor = raisedMajor || (to.major === from.major && to.minor > from.minor);
  const describe = (list: readonly ContractChange[]) => list.map((change) => `  - ${change.name} (${change.key}): ${change.why ?? `${change.kind} ${change.change}`}`).join('\n');
  if (major.length > 0 && !raisedMajor) {
    return [
      `@console/shared ${version} removes or changes names remotes run with, which is a major version (decision 152):`,
      describe(major),
      `Set shared/package.json's version to ${from.major + 1}.0.0 and run \`npm run generate:contract\`; then every app is built against it and published as one set (npm run release -- publish --all, decision 115).`,
      'Or keep the names (add the new one beside the old, a minor version) until no remote imports them.',
    ].join('\n');
  }
  if (!raisedMinor) {
    return [
      `@console/shared ${version} changes its contract without a new version (a minor at least, decision 152):`,
      describe(changes),
      `Set shared/package.json's version to ${from.major}.${from.minor + 1}.0 and run \`npm run generate:contract\`.`,
    ].join('\n');
  }
  return null;
}
