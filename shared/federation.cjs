// @ts-check
/**
 * The one list of federated singletons. Every app's federation config reads it (through
 * `@console/tools/rspack`), so the shell and the remotes cannot drift apart.
 *
 * - React, the router, Chakra, Emotion and SWR are singletons: two copies on one page break
 *   hooks, context and styles. Their required version comes from the app's own package.json.
 * - `@console/shared` is a singleton with `strictVersion` on its major version: a remote built
 *   against another major fails to load with a caught, explained error (the shell's error
 *   boundary shows it) instead of running against an incompatible session or table API. It is
 *   shared under three keys, one version: `/core` and `/forms`, which remotes import (a screen
 *   without yup-based forms loads only `/core`), and the whole entry, which remotes released
 *   before the split consume (docs/decisions/072-shared-library-in-two-share-keys.md).
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
  '@console/shared/core',
  '@console/shared/forms',
];

/**
 * What the shell provides to remotes of the libraries shared tree-shaken. The shell's own code
 * and `@console/shared` import these libraries directly (tree-shaken and split like any code);
 * remotes get, through the share scope, one copy holding exactly the exports listed here, loaded
 * on the first visit of a remote, and carry no copy of their own. A remote's build fails when its
 * code imports an export missing here, and so does `release publish` against an active shell that
 * lacks it. A remote that needs a new export: add it here, release the shell, then the remote
 * (docs/decisions/050-tree-shaken-shared-libraries.md). Keep each list sorted.
 */
const SHARED_EXPORTS = {
  '@chakra-ui/react': [
    'AbsoluteCenter', 'Alert', 'Badge', 'Box', 'Breadcrumb', 'Button', 'ButtonGroup', 'Card', 'Center',
    'chakra', 'Checkbox', 'CheckboxGroup', 'ClientOnly', 'CloseButton', 'Code', 'Container', 'DataList',
    'Dialog', 'Drawer', 'Em', 'EmptyState', 'Field', 'Fieldset', 'Flex', 'Float', 'For', 'Grid',
    'GridItem', 'Group', 'Heading', 'HStack', 'Icon', 'IconButton', 'Image', 'Input', 'InputAddon',
    'InputGroup', 'Kbd', 'Link', 'List', 'Menu', 'NativeSelect', 'Popover', 'Portal', 'Presence',
    'Progress', 'Separator', 'Show', 'SimpleGrid', 'Skeleton', 'SkeletonText', 'Spacer', 'Span',
    'Spinner', 'Stack', 'StackSeparator', 'Stat', 'Status', 'Strong', 'Table', 'Tag', 'Text',
    'Textarea', 'useBreakpointValue', 'useChakraContext', 'useDisclosure', 'useRecipe', 'useSlotRecipe',
    'useToken', 'VisuallyHidden', 'VStack', 'Wrap',
  ],
  'react-router': [
    'createSearchParams', 'generatePath', 'UNSAFE_DataRouterStateContext', 'isRouteErrorResponse', 'Link', 'matchPath', 'Navigate', 'NavLink',
    'Outlet', 'redirect', 'useBlocker', 'useHref', 'useInRouterContext', 'useLocation', 'useMatch',
    'useMatches', 'useNavigate', 'useNavigation', 'useOutletContext', 'useParams', 'useResolvedPath',
    'useRouteError', 'useSearchParams',
  ],
};

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
    if (name === '@console/shared' || name.startsWith('@console/shared/')) {
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

module.exports = { SINGLETONS, SHARED_EXPORTS, SHARED_LIBRARY_RANGE, federationShared };
