/**
 * Builds one module as a remote's only source with the SharedExportsPlugin, the shared library left
 * external as federation leaves it, and prints the build's errors as JSON (for the plugin's tests:
 * rspack is an ES module jest cannot load). Usage: tsx build-remote-module.ts <source file> <contract JSON>
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SharedExportsPlugin } from '../shared-exports-plugin';

const [file, contractJson] = process.argv.slice(2);
if (!file || !contractJson) throw new Error('usage: build-remote-module.ts <source file> <contract JSON>');
const contract = JSON.parse(contractJson) as Record<string, string[]>;

const compiler = rspack({
  mode: 'development',
  context: path.dirname(file),
  entry: `./${path.basename(file)}`,
  output: { path: path.join(path.dirname(file), 'dist') },
  externals: Object.fromEntries(Object.keys(contract).map((key) => [key, `commonjs ${key}`])),
  devtool: false,
  plugins: [
    new SharedExportsPlugin({
      app: 'mf-master',
      kind: 'remote',
      provides: {},
      ignoreDirs: [],
      consoleShared: { keys: Object.keys(contract), names: () => contract, contract: '@console/shared 2.1.0' },
    }),
  ],
});
compiler.run((error, stats) => {
  if (error || !stats) throw error ?? new Error('no stats');
  const errors = stats.toJson({ errors: true }).errors?.map((entry) => entry.message) ?? [];
  process.stdout.write(JSON.stringify({ errors }));
  compiler.close(() => undefined);
});
