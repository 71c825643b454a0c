/**
 * `@console/shared/declaration`: what a remote declares (screens, Home page panels, order
 * searchers) and the one validator of each, for the build and the release tooling, which read
 * declarations in Node. Not a share key: nothing here reaches a browser through federation.
 */
export * from './declaration-contract';
export * from './panel-contract';
export * from './search-contract';
