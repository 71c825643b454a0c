import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractOf, formatContract } from '../../tools/src/rspack/contract-report';

const REPORT = path.join(__dirname, '..', 'CONTRACT.md');

/**
 * Every public name of @console/shared's share keys, with its type, is in the checked-in report, so
 * a change to the contract between teams shows in review. `npm run generate:contract` writes it again.
 */
describe('the contract report', () => {
  it('lists exactly the public names and types of each entry', () => {
    const source = (file: string) => path.join(__dirname, file);
    const report = formatContract(contractOf({ '@console/shared/core': source('core.ts'), '@console/shared/forms': source('forms.ts') }, path.join(__dirname, '..', 'tsconfig.json')));
    if (process.env.WRITE_CONTRACT === '1') writeFileSync(REPORT, report);
    const checkedIn = readFileSync(REPORT, 'utf8');
    if (checkedIn !== report) throw new Error('shared/CONTRACT.md differs from the library: a public name or type changed. Run `npm run generate:contract`, review the diff (removing or changing a name is a major version) and commit it.');
    expect(checkedIn).toBe(report);
  }, 60_000);
});
