import path from 'node:path';
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
