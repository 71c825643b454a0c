import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { BUILD_INFO_FILE, type BuildInfo } from './build-info';

/** Writes `build-info.json` into the build's output. */
export class BuildInfoPlugin implements RspackPluginInstance {
  constructor(private readonly info: () => BuildInfo) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_INFO_FILE, new rspack.sources.RawSource(`${JSON.stringify(this.info(), null, 2)}\n`));
      });
    });
  }
}
