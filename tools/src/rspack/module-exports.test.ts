import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SINGLETONS } from '@console/shared/federation';
import { ROOT_DIR } from '../paths';
import { consoleSharedModules, valueExportsOf } from './module-exports';

describe('valueExportsOf', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'module-exports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    return path.join(dir, file);
  };

  it('lists what exists at run time, through export * chains and renames, and leaves types out', () => {
    write('table/index.ts', "export const DataTable = () => null;\nexport interface TableProps { rows: number }\nexport type Row = { id: number };\n");
    write('format.ts', 'export function formatRupiah(value: number) { return String(value); }\nexport enum Tone { Green }\nexport class Money {}\n');
    write('forms.ts', "export { Field as FormikField, useField } from 'formik';\nexport type { FormikProps } from 'formik';\nexport * as yup from 'yup';\n");
    const index = write(
      'index.ts',
      "export * from './table';\nexport { formatRupiah as formatPrice, Tone, Money } from './format';\nexport type { Row as TableRow } from './table';\nexport * from './forms';\nexport const VERSION = '1';\n",
    );
    expect(valueExportsOf({ whole: index })).toEqual({ whole: ['DataTable', 'FormikField', 'Money', 'Tone', 'VERSION', 'formatPrice', 'useField', 'yup'] });
  });
});

describe('the names of @console/shared each share key provides', () => {
  const modules = consoleSharedModules(SINGLETONS, path.join(ROOT_DIR, 'shell'));
  const names = valueExportsOf(modules);

  it('covers the three share keys, read from the library source', () => {
    expect(Object.keys(modules).sort()).toEqual(['@console/shared', '@console/shared/core', '@console/shared/forms']);
    expect(modules['@console/shared/core']).toBe(path.join(ROOT_DIR, 'shared/src/core.ts'));
  });

  it('puts the yup-based forms only under /forms, everything else under /core, and both in the whole entry', () => {
    const core = names['@console/shared/core'] ?? [];
    const forms = names['@console/shared/forms'] ?? [];
    expect(core).toEqual(expect.arrayContaining(['DataTable', 'ListScreenLayout', 'api', 'notify', 'formatRupiah']));
    expect(core).not.toContain('ResourceScreen');
    expect(forms).toEqual(expect.arrayContaining(['ResourceScreen', 'yup', 'useField', 'withUniqueness']));
    expect(names['@console/shared']).toEqual([...new Set([...core, ...forms])].sort());
    // Types do not exist at run time.
    expect(names['@console/shared']).not.toContain('RemoteScreensModule');
  });
});
