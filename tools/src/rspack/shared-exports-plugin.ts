import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { type ImportUsage, scanImports } from './scan-imports';
import { describeMissing, describeOutsideContract, missingExports, SHARED_PROVISION_FILE, SHARED_USAGE_FILE, type SharedProvision, type SharedUsage } from './shared-exports-check';

const SOURCE = /\.[cm]?[jt]sx?$/;

export interface SharedExportsPluginOptions {
  app: string;
  kind: 'host' | 'remote';
  /** What the shell provides of each tree-shaken library (SHARED_EXPORTS); a remote's build fails on an import outside it. */
  provides: Readonly<Record<string, readonly string[]>>;
  /**
   * The share keys of `@console/shared` (decision 072). A remote's build records the names it
   * imports from each, and fails when the contract (`names`, the value names of each key in the
   * library's report) lacks one (decision 152); the shell's build lists the names each provides,
   * read from the library's contract report (`names`, called once per build of the shell; it
   * throws when the report is not the library bundled, which fails the build). `release publish`
   * compares the two.
   */
  consoleShared: { keys: readonly string[]; names?: () => Record<string, string[]>; contract?: string };
  /** Folders whose code a remote never runs from its own build (the shared library: the shell's copy runs). */
  ignoreDirs: readonly string[];
}

/**
 * The shell's build writes what it provides (`shared-exports.json`): the curated exports of the
 * tree-shaken libraries and the value exports of each `@console/shared` share key. A remote's
 * build reads every source module it bundles, records what it imports from those libraries
 * (`shared-usage.json`, for the publish-time check) and fails when the curated lists lack one of
 * its Chakra or router imports: the error names them, instead of an undefined component at run time.
 */
export class SharedExportsPlugin implements RspackPluginInstance {
  constructor(private readonly options: SharedExportsPluginOptions) {}

  apply(compiler: Compiler): void {
    const { app, kind, provides, ignoreDirs, consoleShared } = this.options;
    const watched = [...Object.keys(provides), ...consoleShared.keys];
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      if (kind === 'host') {
        compilation.hooks.processAssets.tap({ name: 'SharedExportsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          let names: Record<string, string[]> | undefined;
          try {
            names = consoleShared.names?.();
          } catch (error) {
            // The report does not describe the library being bundled: the build fails, saying why.
            compilation.errors.push(new rspack.WebpackError((error as Error).message));
            return;
          }
          const provision: SharedProvision = { app, provides: { ...provides, ...names } };
          compilation.emitAsset(SHARED_PROVISION_FILE, new rspack.sources.RawSource(`${JSON.stringify(provision, null, 2)}\n`));
        });
        return;
      }
      let usage: SharedUsage | undefined;
      compilation.hooks.finishModules.tapPromise('SharedExportsPlugin', async (modules) => {
        const files = new Set<string>();
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource?.split('?')[0];
          if (!resource || !SOURCE.test(resource) || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          if (ignoreDirs.some((dir) => resource.startsWith(dir + path.sep))) continue;
          files.add(resource);
        }
        const found: ImportUsage = new Map();
        for (const file of [...files].sort()) scanImports(file, await readFile(file, 'utf8'), watched, found);
        usage = { app, uses: Object.fromEntries([...found].sort(([a], [b]) => a.localeCompare(b)).map(([library, names]) => [library, names === '*' ? '*' : [...names].sort()])) };
        const missing = missingExports(usage.uses, provides);
        if (missing.length > 0) compilation.errors.push(new rspack.WebpackError(describeMissing(app, 'the shell (SHARED_EXPORTS)', missing)));
        // A name of @console/shared the contract does not list would be undefined in every console:
        // the remote's own build says so, instead of a shell's publish later (decision 152).
        const contract = consoleShared.names?.();
        const outsideContract = contract ? missingExports(Object.fromEntries(Object.entries(usage.uses).filter(([library]) => library in contract)), contract) : [];
        if (outsideContract.length > 0) compilation.errors.push(new rspack.WebpackError(describeOutsideContract(app, consoleShared.contract ?? '@console/shared', outsideContract)));
      });
      compilation.hooks.processAssets.tap({ name: 'SharedExportsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (usage) compilation.emitAsset(SHARED_USAGE_FILE, new rspack.sources.RawSource(`${JSON.stringify(usage, null, 2)}\n`));
      });
    });
  }
}
