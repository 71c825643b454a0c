// @ts-check
/**
 * The one list of federated singletons. Every app's federation config reads it (through
 * `@console/tools/rspack`), so the shell and the remotes cannot drift apart.
 *
 * - React, the router, Chakra, Emotion and SWR are singletons: two copies on one page break
 *   hooks, context and styles. Their required version comes from the app's own package.json.
 * - `@console/shared` is a singleton with `strictVersion` on its major version: a remote built
 *   against another major fails to load with a caught, explained error (the shell's error
 *   boundary shows it) instead of running against an incompatible session or table API.
 */
const path = require('node:path');

const sharedPackage = require('./package.json');

/** Package names shared as singletons, subpaths included. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@chakra-ui/react',
  '@emotion/react',
  'swr',
  '@console/shared',
];

/** The major-version range of this library that a consumer built now accepts. */
const SHARED_LIBRARY_RANGE = `^${sharedPackage.version.split('.')[0]}.0.0`;

/**
 * The `shared` option of ModuleFederationPlugin for an app.
 * @param {string} appDir folder of the app's package.json (its dependency ranges are the required versions)
 */
function federationShared(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const deps = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion?: boolean, version?: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    if (name === '@console/shared') {
      shared[name] = {
        singleton: true,
        version: sharedPackage.version,
        requiredVersion: SHARED_LIBRARY_RANGE,
        strictVersion: true,
      };
      continue;
    }
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const range = deps[pkgName] ?? sharedPackage.peerDependencies[pkgName];
    if (!range) throw new Error(`${appPackage.name}: no version range for shared singleton ${pkgName}`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  return shared;
}

module.exports = { SINGLETONS, SHARED_LIBRARY_RANGE, federationShared };
