import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ContractFile, valueNamesOf } from './contract-report';
import { valueExportsOf } from './module-exports';

/** Which report the shell's build took its `@console/shared` names from (recorded in its build-info). */
export interface ContractSource {
  readonly version: string;
  /** sha256 of `contract.json` as read. */
  readonly sha256: string;
}

/** What went wrong when the report does not describe the library being bundled. */
export class ContractMismatch extends Error {}

const listDifference = (key: string, listed: readonly string[], actual: readonly string[]) => {
  const missing = actual.filter((name) => !listed.includes(name));
  const extra = listed.filter((name) => !actual.includes(name));
  return [
    ...(missing.length > 0 ? [`${key} exports ${missing.join(', ')}, which the report does not list`] : []),
    ...(extra.length > 0 ? [`the report lists ${extra.join(', ')} under ${key}, which it does not export`] : []),
  ];
};

/**
 * The value names each share key of `@console/shared` provides, read from the checked-in report
 * (`contractFile`, decision 115): the one list the release gate's name check compares remotes'
 * imports with. The build refuses a report that is not the library it bundles: another version, a
 * share key it lacks, or names the modules (`modules`, share key -> source) do not export as listed
 * (their value exports read by `valueExportsOf`, the check of decision 081).
 */
export function contractNames(contractFile: string, modules: Readonly<Record<string, string>>, version: string): { names: Record<string, string[]>; source: ContractSource } {
  const advice = 'Run `npm run generate:contract`, review the diff of shared/CONTRACT.md and commit both files.';
  let text: string;
  let file: ContractFile;
  try {
    text = readFileSync(contractFile, 'utf8');
    file = JSON.parse(text) as ContractFile;
  } catch (error) {
    throw new ContractMismatch(`The report of @console/shared's contract (${contractFile}) cannot be read: ${(error as Error).message}. ${advice}`);
  }
  if (file.schema !== 1 || typeof file.entries !== 'object') throw new ContractMismatch(`${contractFile} is not a contract report of schema 1. ${advice}`);
  if (file.version !== version) {
    throw new ContractMismatch(`${contractFile} describes @console/shared ${file.version}, but this build bundles ${version}. ${advice}`);
  }
  const listed = valueNamesOf(file);
  const actual = valueExportsOf(modules);
  const problems = Object.keys(modules).flatMap((key) => (listed[key] ? listDifference(key, listed[key], actual[key] ?? []) : [`the report has no entry ${key}`]));
  if (problems.length > 0) throw new ContractMismatch(`${contractFile} does not describe the @console/shared this build bundles:\n- ${problems.join('\n- ')}\n${advice}`);
  return {
    names: Object.fromEntries(Object.keys(modules).map((key) => [key, listed[key] ?? []])),
    source: { version, sha256: createHash('sha256').update(text).digest('hex') },
  };
}
