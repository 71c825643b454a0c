/**
 * Federation runtime plugin of the shell: a singleton always resolves to the shell's copy.
 *
 * The shell imports its shared libraries directly (tree-shaken), so its share-scope copies are
 * not "loaded" until a remote asks for them, and `loaded-first` alone would then pick the highest
 * registered version: a remote built against a newer minor of `@console/shared` would run its own
 * second copy. This plugin makes the choice explicit: the shell's registered version of a
 * singleton is used; when it does not satisfy a remote's strict requirement the load fails with
 * the runtime's usual message, which the shell's error boundary explains.
 *
 * It registers itself globally, so the federation instance of every remote loaded later has it.
 */

interface SharedEntry {
  from?: string;
}

interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, SharedEntry>>>;
  scope: string;
  pkgName: string;
  version: string;
  shareInfo: { from?: string; shareConfig?: { singleton?: boolean; requiredVersion?: string | false; strictVersion?: boolean } };
  resolver: () => { shared: SharedEntry; useTreesShaking: boolean } | undefined;
}

declare const __SHELL_FEDERATION_NAME__: string;

/** `1.2.3` satisfies `^1.0.0` / `~1.2.0` / an exact version; other ranges are left to the runtime. */
export function satisfiesSimpleRange(version: string, range: string): boolean | undefined {
  const parse = (text: string) => text.split('-')[0]?.split('.').map(Number) ?? [];
  const match = /^([~^]?)(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match) return undefined;
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const [wantMajor = 0, wantMinor = 0, wantPatch = 0] = parse(match[2] ?? '');
  const atLeast = major > wantMajor || (major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch)));
  if (match[1] === '^') return major === wantMajor && (wantMajor > 0 || minor === wantMinor) && atLeast;
  if (match[1] === '~') return major === wantMajor && minor === wantMinor && atLeast;
  return major === wantMajor && minor === wantMinor && patch === wantPatch;
}

/** The resolveShare step, apart for tests: the shell's version of a singleton, when there is one. */
export function preferHost(args: ResolveShareArgs, host: string): ResolveShareArgs {
  const config = args.shareInfo.shareConfig;
  const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
  if (!config?.singleton || !versions) return args;
  const hostVersion = Object.keys(versions).find((version) => versions[version]?.from === host);
  if (!hostVersion || hostVersion === args.version) return args;
  const shared = versions[hostVersion] as SharedEntry;
  return {
    ...args,
    version: hostVersion,
    resolver: () => {
      const required = config.requiredVersion;
      if (typeof required === 'string' && satisfiesSimpleRange(hostVersion, required) === false) {
        const message = `Version ${hostVersion} from ${host} of shared singleton module ${args.pkgName} does not satisfy the requirement of ${args.shareInfo.from ?? 'a remote'} which needs ${required}`;
        if (config.strictVersion) throw new Error(`[ Federation Runtime ]: ${message}`);
        console.warn(message);
      }
      return { shared, useTreesShaking: false };
    },
  };
}

export default function hostSingletonsPlugin() {
  const plugin = {
    name: 'console-host-singletons',
    resolveShare: (args: ResolveShareArgs) => preferHost(args, __SHELL_FEDERATION_NAME__),
  };
  const federation = (globalThis as { __FEDERATION__?: { __GLOBAL_PLUGIN__?: { name: string }[] } }).__FEDERATION__;
  const globalPlugins = federation?.__GLOBAL_PLUGIN__;
  if (globalPlugins && !globalPlugins.some((known) => known.name === plugin.name)) globalPlugins.push(plugin);
  return plugin;
}
