import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContractFile, valueNamesOf } from '../../../tools/src/rspack/contract-report';
import { valueExportsOf } from '../../../tools/src/rspack/module-exports';
import * as core from '../core';
import * as forms from '../forms';
import * as whole from '../index';

const runtimeNames = (module: object) => Object.keys(module).filter((name) => name !== '__esModule' && name !== 'default').sort();

/**
 * The shell's build lists the names each share key of this library provides (decision 080), read
 * from the source by TypeScript's checker; the release tooling compares them with the names a
 * remote imports. They must be exactly what the modules export at run time.
 */
describe('the names the build reads for each share key', () => {
  it('are the names the modules export at run time', () => {
    const source = (file: string) => path.join(__dirname, '..', file);
    const names = valueExportsOf({ core: source('core.ts'), forms: source('forms.ts'), whole: source('index.ts') });
    expect(names.core).toEqual(runtimeNames(core));
    expect(names.forms).toEqual(runtimeNames(forms));
    expect(names.whole).toEqual(runtimeNames(whole));
  });
});

/**
 * The shell's build provides to remotes the value names the checked-in report lists (decision 115):
 * they must be what each share key exports at run time.
 */
describe('the names contract.json lists as values', () => {
  it('are the names each share key exports at run time', () => {
    const report = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'contract.json'), 'utf8')) as ContractFile;
    const listed = valueNamesOf(report);
    expect(listed['@console/shared/core']).toEqual(runtimeNames(core));
    expect(listed['@console/shared/forms']).toEqual(runtimeNames(forms));
    expect(listed['@console/shared']).toEqual(runtimeNames(whole));
  });
});
