import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SINGLETONS } from '../federation.cjs';
import { contractChanges, versionProblem } from '../../tools/src/rspack/contract-change';
import { CONTRACT_FILE, type ContractFile, contractOf, formatContract, formatContractFile } from '../../tools/src/rspack/contract-report';
import { consoleSharedModules } from '../../tools/src/rspack/module-exports';

const LIBRARY = path.join(__dirname, '..');
const REPORT = path.join(LIBRARY, 'CONTRACT.md');
const MACHINE_REPORT = path.join(LIBRARY, CONTRACT_FILE);
const sharedPackage = JSON.parse(readFileSync(path.join(LIBRARY, 'package.json'), 'utf8')) as { name: string; version: string };

/**
 * Every public name of @console/shared's share keys, with its type, is in the checked-in report
 * (CONTRACT.md for review, contract.json for the shell's build, which provides exactly its value
 * names to remotes), so a change to the contract between teams shows in review.
 * `npm run generate:contract` writes both again, and refuses (as this test fails) while the
 * library's version does not say what changed: a removed or changed value, or a type a value
 * takes, needs a major; anything else at least a minor (decision 152).
 */
describe('the contract report', () => {
  it('lists exactly the public names and types of each share key, in both forms', () => {
    // The share keys the shell's build provides, as it finds them (decision 115).
    const contract = contractOf(consoleSharedModules(SINGLETONS, LIBRARY), path.join(LIBRARY, 'tsconfig.json'));
    const report = formatContract(contract);
    const machine = formatContractFile(contract, sharedPackage.name, sharedPackage.version);
    const reported = JSON.parse(readFileSync(MACHINE_REPORT, 'utf8')) as ContractFile;
    const versioning = versionProblem(reported.version, sharedPackage.version, contractChanges(reported.entries, contract));
    if (versioning) throw new Error(`${versioning}\n(shared/CONTRACT.md and contract.json are written only once the version says what changed.)`);
    if (process.env.WRITE_CONTRACT === '1') {
      writeFileSync(REPORT, report);
      writeFileSync(MACHINE_REPORT, machine);
    }
    const advice =
      'a public name or type changed. Run `npm run generate:contract`, review the diff (removing or changing a name is a major version) and commit it.';
    if (readFileSync(REPORT, 'utf8') !== report) throw new Error(`shared/CONTRACT.md differs from the library: ${advice}`);
    if (readFileSync(MACHINE_REPORT, 'utf8') !== machine) throw new Error(`shared/contract.json differs from the library: ${advice}`);
    expect(readFileSync(MACHINE_REPORT, 'utf8')).toBe(machine);
  }, 90_000);
});
