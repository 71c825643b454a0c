import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * The module rspack's federation plugin adds to every entry of a host: the federation runtime
 * (runtime-core, sdk, bundler runtime, the runtime plugins) and the code that starts it, inlined
 * as a `data:` module behind this match resource.
 */
export const ENTRY_RUNTIME_PREFIX = '@module-federation/runtime/rspack.js!=!data:text/javascript,';

/** Name of the chunk the federation runtime moves to (`federation-runtime.<hash>.js`). */
export const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';

/**
 * What stands in the entry for the federation runtime: it defines
 * `__webpack_require__.federation.startRuntime()`, which fetches the runtime's chunk and starts it
 * (once; a failed fetch may be tried again). Until then, loading a chunk consumes no shared module
 * (the host consumes none, `checkNoConsumes`), so the bundler's placeholder, which throws, gives
 * way to a handler with nothing to do; the runtime replaces it when it starts. Same match
 * resource as the original, so the same module rules apply to it.
 */
export function deferredEntryRuntime(originalRequest: string): string {
  const source = [
    'if (__webpack_require__.f && __webpack_require__.f.consumes) __webpack_require__.f.consumes = function () {};',
    'var started = null;',
    '__webpack_require__.federation.startRuntime = function () {',
    `  if (!started) started = import(/* webpackChunkName: ${JSON.stringify(FEDERATION_RUNTIME_CHUNK)} */ ${JSON.stringify(originalRequest)})`,
    '    .then(function () {}, function (error) { started = null; throw error; });',
    '  return started;',
    '};',
  ].join('\n');
  return `${ENTRY_RUNTIME_PREFIX}${encodeURIComponent(source)}`;
}

/**
 * Keeps the federation runtime out of the shell's start-up (docs/decisions/070): the page starts
 * without it, and the shell starts it (`startRuntime()`) before it registers or loads a remote.
 * Only for a host whose own code consumes nothing from the share scope (every singleton is a
 * direct import, `DirectImportsPlugin`): a chunk of the host that consumed a shared module would
 * need the runtime to load. The build fails when one does (`checkNoConsumes`).
 */
export class LazyFederationRuntimePlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('LazyFederationRuntimePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('LazyFederationRuntimePlugin', (data) => {
        // The federation plugin's own include has no issuer; the stand-in's import() of it has one.
        if (data.request.startsWith(ENTRY_RUNTIME_PREFIX) && !data.contextInfo.issuer) data.request = deferredEntryRuntime(data.request);
      });
    });
    compiler.hooks.thisCompilation.tap('LazyFederationRuntimePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LazyFederationRuntimePlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            const asset = compilation.getAsset(file);
            if (!asset || !file.endsWith('.js')) continue;
            const problem = checkNoConsumes(asset.source.source().toString());
            if (problem) compilation.errors.push(new compiler.rspack.WebpackError(`${file}: ${problem}`));
          }
        }
      });
    });
  }
}

/**
 * A host's entry that consumes shared modules needs the federation runtime at start-up, which this
 * plugin defers: the message names what to do. `undefined` when the entry consumes nothing.
 */
export function checkNoConsumes(entrySource: string): string | undefined {
  const match = /consumesLoadingData\s*=\s*\{\s*chunkMapping\s*:\s*\{([^}]*)\}/.exec(entrySource);
  if (!match || (match[1] ?? '').trim() === '') return undefined;
  return (
    'the shell consumes shared modules through the share scope, so its chunks cannot load before the federation runtime starts. ' +
    'Import every shared singleton directly in the shell (DirectImportsPlugin in tools/rspack/create-app-config.ts).'
  );
}
