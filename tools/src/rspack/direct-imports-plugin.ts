import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * In the shell's build, the shell's own code and `@console/shared` import the listed libraries
 * (every shared singleton) directly: tree-shaken and split into the chunks that use them, like any
 * other code, instead of through the federation share scope, which would load a library whole on
 * first use and would need the federation runtime before any chunk of the shell could load
 * (docs/decisions/070-federation-runtime-on-demand.md). The share scope still provides each library
 * to remotes; since both paths resolve to the same files of the same build, they are the same
 * module instances at run time: one React, one Chakra, one router.
 *
 * `entries` maps a bare specifier to the absolute file a browser build resolves it to.
 */
export class DirectImportsPlugin implements RspackPluginInstance {
  constructor(
    private readonly entries: Record<string, string>,
    private readonly isProvidedModule: (issuer: string) => boolean,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('DirectImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('DirectImportsPlugin', (data) => {
        const target = this.entries[data.request];
        const issuer = data.contextInfo.issuer;
        if (target && issuer && !this.isProvidedModule(issuer)) data.request = target;
      });
    });
  }
}
