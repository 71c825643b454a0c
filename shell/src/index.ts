import { loadRuntimeConfig } from './remotes/runtime-config';

// The entry is only the bundler's runtime: the configuration is asked for at once, while the
// console's code (the chunks of ./bootstrap) downloads. No federation runtime starts here: the
// shell imports its shared libraries directly, and the runtime loads with the first remote
// (docs/decisions/070-federation-runtime-on-demand.md).
const config = loadRuntimeConfig();
// Handled by start(); this only keeps a failure from being reported as unhandled meanwhile.
config.catch(() => undefined);
void import('./bootstrap').then(({ start }) => start(config));
