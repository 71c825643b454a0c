import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { federationShared, SHARED_EXPORTS, SINGLETONS } from '@console/shared/federation';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteDevPage } from './remote-dev-page';
import { SHELL_PUBLIC_PATH_PLACEHOLDER } from './shell-public-path';
import { type AppName, checkedAppIdentity } from '../src/paths';
import { knownPermissions } from '@console/rules';
import { declarationProblems, panelDeclarationProblems, type RemoteDeclaration, searchDeclarationProblems } from '@console/shared/declaration';
import { gitState } from '../src/rspack/build-info';
import { appSourceHash } from '../src/rspack/source-hash';
import { BuildInfoPlugin } from '../src/rspack/build-info-plugin';
import { writeCuratedModule } from '../src/rspack/curated-shared';
import { DirectImportsPlugin } from '../src/rspack/direct-imports-plugin';
import { LazyFederationRuntimePlugin } from '../src/rspack/lazy-federation-runtime-plugin';
import { contractNames } from '../src/rspack/contract-names';
import { CONTRACT_FILE, type ContractFile, valueNamesOf } from '../src/rspack/contract-report';
import { consoleSharedModules } from '../src/rspack/module-exports';
import { browserEntryOf } from '../src/rspack/package-entry';
import { SharedExportsPlugin } from '../src/rspack/shared-exports-plugin';

const require = createRequire(import.meta.url);


export interface AppConfigOptions {
  /**
   * Which app this is. Its federation name, kind and exposed keys come from `APP_IDENTITIES`
   * (tools/src/paths.ts), the one place the build and the release tooling read them from.
   */
  app: AppName;
  /** Folder of the app (its package.json sits there). */
  appDir: string;
  /** The module behind each key the app exposes (the keys must be its identity's); the shell exposes none. */
  exposes?: Record<string, string>;
  /** Port of `npm run dev`. */
  devPort: number;
  /**
   * A remote's declaration of its screens (`src/declaration`), recorded in `build-info.json`:
   * publish checks it and records it on the release, and the shell routes what it declares.
   */
  declaration?: RemoteDeclaration;
  /** The dashboard paths the shell renders itself, recorded so publish refuses a remote that claims one. */
  shellScreens?: readonly string[];
}

/**
 * The rspack configuration of one console app: TypeScript through swc, module federation with
 * the shared singleton list, a manifest for the runtime registry, content-hashed file names, and
 * `build-info.json` (identity and provenance, checked by `release publish`).
 */
export function createAppConfig(options: AppConfigOptions, env: { mode?: string }): Configuration {
  const { app, appDir, exposes = {}, devPort, declaration, shellScreens } = options;
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const appPackage = require(path.join(appDir, 'package.json')) as { name: string; version: string };
  const { federationName, kind } = checkedAppIdentity(app, appPackage.name, Object.keys(exposes), declaration);
  // `CONSOLE_LINK=static`: the shell with every remote linked in (bench/static compares it).
  const linkStatic = kind === 'host' && process.env.CONSOLE_LINK === 'static';
  if (kind === 'remote' && !declaration) throw new Error(`${app} declares no screens: pass its declaration (src/declaration) to createAppConfig`);
  // The whole declaration is checked here, at the team's own build, as publish will check it (its
  // panels and order searchers against the contract's permission model; decisions 110 and 151).
  const declared = declaration
    ? [...declarationProblems(declaration), ...panelDeclarationProblems({ [app]: declaration }, knownPermissions()), ...searchDeclarationProblems({ [app]: declaration }, knownPermissions())]
    : [];
  if (declared.length > 0) throw new Error(`${app}'s declaration is invalid:\n- ${declared.join('\n- ')}`);
  // The names the shell provides of each @console/shared share key, read once per build from the report.
  let contract: ReturnType<typeof contractNames> | undefined;
  const sharedContract = () =>
    (contract ??= contractNames(
      path.join(path.dirname(require.resolve('@console/shared/package.json', { paths: [appDir] })), CONTRACT_FILE),
      consoleSharedModules(SINGLETONS, appDir),
      installedVersion('@console/shared', appDir),
    ));
  const sharedContractIfValid = () => {
    try {
      return sharedContract();
    } catch {
      return undefined;
    }
  };

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote is only its federation container (the plugin adds that entry); the shell has a page.
    entry: kind === 'remote' ? {} : { main: './src/index.ts' },
    target: 'web',
    // No eval-based maps in development: the console's CSP (rightly) forbids eval, and developers
    // load their local remote into the released console.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, linkStatic ? 'dist-static' : 'dist'),
      publicPath: 'auto',
      uniqueName: federationName,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // A released remote's entry links the federation's bundler runtime as ES modules, not as the
      // CommonJS file the plugin names: unused parts of the runtime SDK are then left out
      // (remoteEntry.js 16 KB -> 9 KB gzip). Not for the shell: it provides the runtime core to the
      // remotes as CommonJS, and a second, ES module copy would come with it.
      alias: kind === 'remote' && production ? esModuleBundlerRuntime() : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Always the production JSX runtime: it is the shared singleton, so a development build of
              // a remote runs inside the released (production) console.
              transform: { react: { runtime: 'automatic', development: false } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(woff2?|png|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(appPackage.name),
        __APP_VERSION__: JSON.stringify(appPackage.version),
        __SHELL_FEDERATION_NAME__: JSON.stringify(federationName),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedFor(appDir, kind),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell's copy of every singleton wins, even before the shell itself has used it.
        runtimePlugins: kind === 'host' ? [require.resolve('../src/rspack/host-singletons-runtime-plugin.ts')] : [],
        // The shell provides the federation runtime once; released remotes use it instead of
        // embedding their own (~18 KB gzip each). Development builds keep theirs so a remote's
        // dev server also works on its own. See docs/decisions/003-share-federation-runtime.md.
        experiments: kind === 'host' ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {},
      }),
      new SharedExportsPlugin({
        app: appPackage.name,
        kind,
        provides: SHARED_EXPORTS,
        ignoreDirs: [path.dirname(require.resolve('@console/shared/package.json'))],
        consoleShared: {
          keys: Object.keys(consoleSharedModules(SINGLETONS, appDir)),
          // The shell: from the library's checked-in contract report, checked against the source it
          // bundles (production builds only). A remote: the report's names, which its imports must be among.
          names: kind === 'host' ? (production ? () => sharedContract().names : undefined) : () => reportedNames(appDir),
          contract: `@console/shared ${installedVersion('@console/shared', appDir)}`,
        },
      }),
      new BuildInfoPlugin(() => ({
        schema: 1,
        app,
        packageName: appPackage.name,
        packageVersion: appPackage.version,
        federationName,
        kind,
        exposes: Object.keys(exposes).sort(),
        sharedVersion: installedVersion('@console/shared', appDir),
        git: gitState(appDir),
        sourceHash: appSourceHash(app),
        ...(kind === 'remote' ? { declaration } : { shellScreens: [...(shellScreens ?? [])] }),
        // Which report the names it provides came from (a report that does not match fails the build above).
        ...(kind === 'host' && production && sharedContractIfValid() ? { sharedContract: sharedContractIfValid()?.source } : {}),
      })),
      ...(kind === 'host'
        ? [
            // Every singleton, so the shell consumes nothing from the share scope and starts
            // without the federation runtime (docs/decisions/070-federation-runtime-on-demand.md).
            new DirectImportsPlugin(
              {
                ...Object.fromEntries(SINGLETONS.map((library) => [library, browserEntryOf(library, appDir)])),
                ...(linkStatic ? { '@module-federation/enhanced/runtime': require.resolve('../src/rspack/static-remotes.ts') } : {}),
              },
              (issuer) => issuer.includes(`${path.sep}console-shared-exports${path.sep}`),
            ),
            new LazyFederationRuntimePlugin(),
            new rspack.HtmlRspackPlugin({
              template: path.join(appDir, 'src/index.html'),
              publicPath: production ? SHELL_PUBLIC_PATH_PLACEHOLDER : '/',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(kind === 'remote' && !production
        ? [new rspack.HtmlRspackPlugin({ templateContent: remoteDevPage(appPackage.name, devPort), inject: false })]
        : []),
    ],
    optimization: {
      // Stable, readable chunk names make release diffs and network traces legible.
      chunkIds: production ? 'deterministic' : 'named',
      moduleIds: 'deterministic',
      splitChunks: kind === 'host' ? shellChunkGroups() : undefined,
    },
    performance: false,
    // Lazy compilation proxies dynamic imports in development, which breaks the async boundary
    // and exposed modules loaded by another page.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      // Same site as a console on localhost: the dev server refuses cross-site script requests.
      host: 'localhost',
      hot: true,
      historyApiFallback: kind === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

/**
 * The shell's chunks: React, react-dom and scheduler in one chunk, and each module of
 * `@console/shared` that two chunks use in a chunk of its own whatever its size. Without them,
 * modules under rspack's 20 KB `minSize` were copied into every chunk that needs them: the shell's
 * routes and each share-scope provider (React twice more on a remote's first screen; decision 072).
 */
function shellChunkGroups() {
  return {
    cacheGroups: {
      react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all' as const, enforce: true, priority: 40 },
      consoleShared: { test: /[\\/]shared[\\/]src[\\/]/, chunks: 'all' as const, minChunks: 2, minSize: 0, priority: 30, reuseExistingChunk: true },
    },
  };
}

/** The federation's bundler runtime by its ES module build instead of its CommonJS one. */
function esModuleBundlerRuntime(): Record<string, string> {
  const commonJs = require.resolve('@module-federation/webpack-bundler-runtime');
  return { [commonJs]: commonJs.replace(/\.cjs$/, '.js') };
}

/**
 * The shared option of an app. The shell provides each tree-shaken library as a curated copy (the
 * exports of SHARED_EXPORTS); a remote takes it from the shell and carries no copy of its own, so
 * a second, theme-less Chakra can never be picked at run time.
 */
function sharedFor(appDir: string, kind: 'host' | 'remote') {
  const shared = federationShared(appDir);
  for (const [library, names] of Object.entries(SHARED_EXPORTS)) {
    const config = shared[library];
    if (!config) throw new Error(`SHARED_EXPORTS names ${library}, which is not a shared singleton`);
    if (kind === 'remote') {
      shared[library] = { ...config, import: false };
      continue;
    }
    shared[library] = { ...config, import: writeCuratedModule(library, names, appDir), version: installedVersion(library, appDir) };
  }
  if (kind === 'remote') return shared;
  // The shell's own code imports every other singleton directly (DirectImportsPlugin); its
  // provider names the same file by path, so both are one module instance. (A provider named by
  // package would never match: no module of the shell asks for the package by name any more.)
  for (const name of SINGLETONS) {
    const config = shared[name];
    if (!config || name in SHARED_EXPORTS) continue;
    shared[name] = { ...config, import: browserEntryOf(name, appDir), version: config.version ?? installedVersion(name, appDir) };
  }
  return shared;
}

/** The value names of each `@console/shared` share key, as the library's checked-in contract report lists them. */
function reportedNames(appDir: string): Record<string, string[]> {
  const report = path.join(path.dirname(require.resolve('@console/shared/package.json', { paths: [appDir] })), CONTRACT_FILE);
  return valueNamesOf(JSON.parse(readFileSync(report, 'utf8')) as ContractFile);
}

/** The version of the package `specifier` belongs to, as installed for `appDir`. */
function installedVersion(specifier: string, appDir: string): string {
  const segments = specifier.split('/');
  const packageName = specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  return (require(manifest) as { version: string }).version;
}
