import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { SHARED_EXPORTS } from '@console/shared/federation';
import { firstPageRecipes, firstPageSlotRecipes } from '../../../shared/src/theme/first-page-recipes';
import { LATER_RECIPE_KEYS, LATER_SLOT_RECIPE_KEYS } from '../../../shared/src/theme/later-recipe-keys';
import { laterRecipes, laterSlotRecipes } from '../../../shared/src/theme/later-recipes';
import { consoleRecipes, consoleSlotRecipes } from '../../../shared/src/theme/recipes';
import { chakraEsmDir, chakraRecipeIndex } from './chakra-recipes';
import { firstPageImports } from './first-page-modules';
import { scanImports, type ImportUsage } from './scan-imports';

const ROOT = path.resolve(__dirname, '../../..');
const CHAKRA = '@chakra-ui/react';
const index = chakraRecipeIndex(chakraEsmDir(path.join(ROOT, 'shell')));

/** The Chakra exports the shell's and the shared library's own code import (tests left out). */
function importedBy(folders: string[]): string[] {
  const usage: ImportUsage = new Map();
  for (const folder of folders) {
    const dir = path.join(ROOT, folder);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('testing')) continue;
      scanImports(file, readFileSync(path.join(dir, file), 'utf8'), [CHAKRA], usage);
    }
  }
  const names = usage.get(CHAKRA);
  if (names === '*') throw new Error(`${folders.join(', ')}: a namespace import of ${CHAKRA} cannot be checked`);
  return [...(names ?? [])];
}

describe('the console theme holds the recipe of every Chakra component in use', () => {
  it('finds the recipes a component draws with, including those of the components it renders', () => {
    expect(index.keysOf('Checkbox')).toEqual(['checkbox', 'checkmark']);
    expect(index.keysOf('Dialog')).toEqual(['dialog']);
    expect(index.keysOf('IconButton')).toEqual(expect.arrayContaining(['button']));
    expect(index.keysOf('Box')).toEqual([]);
  });

  it.each([
    ['remotes (SHARED_EXPORTS)', SHARED_EXPORTS[CHAKRA] ?? []],
    ['the shell and the shared library', importedBy(['shell/src', 'shared/src'])],
  ])('covers what %s import', (_who, names) => {
    expect(names.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const name of names) {
      for (const key of index.keysOf(name)) {
        if (key in chakraRecipes && !(key in consoleRecipes)) missing.push(`${name} needs recipe '${key}' (${key}Recipe) in consoleRecipes`);
        if (key in chakraSlotRecipes && !(key in consoleSlotRecipes)) missing.push(`${name} needs slot recipe '${key}' (${key}SlotRecipe) in consoleSlotRecipes`);
      }
    }
    // Add what is named here to shared/src/theme/recipes.ts.
    expect(missing).toEqual([]);
  });

  it('holds no recipe that no component in use draws with (each costs the login page bytes)', () => {
    const inUse = new Set([...(SHARED_EXPORTS[CHAKRA] ?? []), ...importedBy(['shell/src', 'shared/src'])].flatMap((name) => index.keysOf(name)));
    const unused = [...Object.keys(consoleRecipes), ...Object.keys(consoleSlotRecipes)].filter((key) => !inUse.has(key));
    // Remove what is named here from shared/src/theme/recipes.ts.
    expect(unused).toEqual([]);
  });

  it("uses Chakra's own recipes under Chakra's keys", () => {
    for (const [key, recipe] of Object.entries(consoleRecipes)) expect(chakraRecipes[key as keyof typeof chakraRecipes]).toBe(recipe);
    for (const [key, recipe] of Object.entries(consoleSlotRecipes)) expect(chakraSlotRecipes[key as keyof typeof chakraSlotRecipes]).toBe(recipe);
  });
});

describe("the login page's part of the theme (decision 160)", () => {
  const loginPage = firstPageImports(ROOT, ['shell/src/index.ts', 'shell/src/bootstrap.tsx'], [CHAKRA]);

  it('starts with the recipe of every Chakra component the login page imports', () => {
    const names = loginPage.usage.get(CHAKRA);
    if (names === '*' || names === undefined) throw new Error(`the login page's use of ${CHAKRA} cannot be checked`);
    expect(names.size).toBeGreaterThan(3);
    const missing = [...names].flatMap((name) =>
      index
        .keysOf(name)
        .filter((key) => (key in chakraRecipes && !(key in firstPageRecipes)) || (key in chakraSlotRecipes && !(key in firstPageSlotRecipes)))
        .map((key) => `${name} needs '${key}' in shared/src/theme/first-page-recipes.ts`),
    );
    expect(missing).toEqual([]);
  });

  it('is split from the rest without overlap, and the keys known ahead are those of the rest', () => {
    expect(Object.keys(firstPageRecipes).filter((key) => key in laterRecipes)).toEqual([]);
    expect(Object.keys(firstPageSlotRecipes).filter((key) => key in laterSlotRecipes)).toEqual([]);
    expect([...LATER_RECIPE_KEYS].sort()).toEqual(Object.keys(laterRecipes).sort());
    expect([...LATER_SLOT_RECIPE_KEYS].sort()).toEqual(Object.keys(laterSlotRecipes).sort());
  });

  it('needs none of formik, swr, lodash-es or the federation runtime before it shows (they load with the signed-in pages)', () => {
    expect(loginPage.packages).toEqual(expect.arrayContaining(['@chakra-ui/react', 'react']));
    expect(loginPage.packages.filter((name) => ['formik', 'swr', 'lodash-es', 'yup', '@module-federation/enhanced', '@module-federation/runtime'].includes(name))).toEqual([]);
  });

  it("carries none of the signed-in console's parts the form does not draw: the preview and override strips, date formatting, the release failure watch, the company choice, the hung-navigation notice, the remotes' screen routes (issue 37)", () => {
    const files = loginPage.files.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(files).toEqual(expect.arrayContaining(['shell/src/features/auth/components/login-form.tsx']));
    const notBeforeSignIn = ['shell/src/features/preview/preview-strip.tsx', 'shell/src/remotes/override-notice.tsx', 'shell/src/remotes/remote-entries.ts', 'shared/src/format/date-format.ts', 'shell/src/remotes/release-failures.ts', 'shell/src/remotes/release-reports.ts', 'shell/src/features/select-company/hooks/use-choose-company.ts', 'shell/src/features/navigation/pending-bar.tsx', 'shell/src/app/declared-screen-routes.tsx', 'shell/src/remotes/federation-runtime.ts'];
    expect(files.filter((file) => notBeforeSignIn.includes(file))).toEqual([]);
  });
});
